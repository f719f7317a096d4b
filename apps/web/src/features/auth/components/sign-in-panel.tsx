import LoginRoundedIcon from "@mui/icons-material/LoginRounded";
import Alert from "@mui/material/Alert";
import Divider from "@mui/material/Divider";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAuthProviders } from "../api/get-auth-providers";
import { LocalSignInForm } from "./local-sign-in-form";
import { ProviderSignInButtons } from "./provider-sign-in-buttons";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";

function ProvidersSkeleton() {
  return (
    <Stack spacing={1.25} role="status" aria-busy="true" aria-label="Loading sign-in options">
      <Skeleton variant="rounded" height={46} />
      <Skeleton variant="rounded" height={46} />
    </Stack>
  );
}

/** Every sign-in method the server offers: provider buttons, then local sign-in when enabled. */
export function SignInPanel() {
  const providers = useAuthProviders();

  if (providers.isPending) {
    return <ProvidersSkeleton />;
  }
  if (providers.isError) {
    return <LoadErrorAlert what="the sign-in options" onRetry={() => void providers.refetch()} />;
  }

  const { providers: list, localSignin } = providers.data;
  if (list.length === 0 && !localSignin) {
    return (
      <Alert severity="info" icon={<LoginRoundedIcon />}>
        No sign-in method is configured on this server yet. Ask its administrator to set up a
        provider.
      </Alert>
    );
  }

  return (
    <Stack spacing={3}>
      {list.length > 0 && <ProviderSignInButtons providers={list} />}
      {list.length > 0 && localSignin && (
        <Divider>
          <Typography variant="caption" color="text.secondary">
            or
          </Typography>
        </Divider>
      )}
      {localSignin && <LocalSignInForm />}
    </Stack>
  );
}
