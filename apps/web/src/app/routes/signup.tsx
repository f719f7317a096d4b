import LoginRoundedIcon from "@mui/icons-material/LoginRounded";
import PersonAddAlt1RoundedIcon from "@mui/icons-material/PersonAddAlt1Rounded";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { Link as RouterLink, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { useLogout } from "@/features/auth/api/logout";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RegistrationStepper } from "@/features/auth/components/registration/registration-stepper";
import { SignInPanel } from "@/features/auth/components/sign-in-panel";
import { useAuth } from "@/lib/session";
import { useDocumentTitle } from "@/hooks/use-document-title";

function SignInFooter({ isLogin }: { isLogin: boolean }) {
  return (
    <>
      {isLogin ? "New to Scrims? " : "Already have an account? "}
      <Link component={RouterLink} to={isLogin ? paths.signup : paths.login}>
        {isLogin ? "Create an account" : "Sign in"}
      </Link>
      <br />
      By continuing you agree to the{" "}
      <Link component={RouterLink} to={paths.termsOfService}>
        Terms of Service
      </Link>{" "}
      and{" "}
      <Link component={RouterLink} to={paths.privacyPolicy}>
        Privacy Policy
      </Link>
      .
    </>
  );
}

function RegistrationFooter() {
  const logout = useLogout();
  return (
    <>
      Signed in with the wrong account?{" "}
      <Button
        size="small"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        sx={{ verticalAlign: "baseline", p: 0, minWidth: 0 }}
      >
        Sign out
      </Button>
    </>
  );
}

/**
 * /signup (and /signup?login=1): sign-in options for visitors; once signed in with an identity that
 * has no account yet, the three registration steps. Registered users never get here.
 */
export function SignupRoute() {
  const { hasSession } = useAuth();
  const [searchParams] = useSearchParams();
  const isLogin = searchParams.get("login") === "1";
  useDocumentTitle(!hasSession && isLogin ? "Sign in" : "Sign up");

  if (hasSession) {
    return (
      <AuthCard
        wide
        title="Create your account"
        subtitle="Almost there: tell other players who you are. You can change all of it later in Settings."
        icon={<PersonAddAlt1RoundedIcon fontSize="large" />}
        footer={<RegistrationFooter />}
      >
        <RegistrationStepper />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={isLogin ? "Sign in" : "Create your account"}
      subtitle={
        isLogin
          ? "Welcome back. Sign in to join scrims, cast games and track your stats."
          : "Sign in first, then pick your summoner name, region and rank. It takes a minute."
      }
      icon={
        isLogin ? (
          <LoginRoundedIcon fontSize="large" />
        ) : (
          <PersonAddAlt1RoundedIcon fontSize="large" />
        )
      }
      footer={<SignInFooter isLogin={isLogin} />}
    >
      <SignInPanel />
    </AuthCard>
  );
}
