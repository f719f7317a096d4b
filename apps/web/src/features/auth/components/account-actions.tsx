import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Suspense, lazy } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useLogout } from "../api/logout";
import { useAuth } from "@/lib/session";

// Visitors never need the account menu: keep it out of the first load.
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

const placeholder = <Box sx={{ width: 160, height: 36 }} aria-hidden="true" />;

/** Mid-registration (signed in, no account yet): the way out of that identity. */
function RegisteringActions() {
  const logout = useLogout();
  return (
    <Button color="inherit" onClick={() => logout.mutate()} disabled={logout.isPending}>
      Log out
    </Button>
  );
}

/**
 * Right side of the header: Login and Sign Up for visitors, Log out while registering, the account
 * menu when signed in.
 */
export function AccountActions() {
  const { currentUser, hasSession, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    // Holds the space so the header does not jump when the check ends.
    return placeholder;
  }
  if (currentUser) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu user={currentUser} />
      </Suspense>
    );
  }
  if (hasSession) {
    return <RegisteringActions />;
  }
  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      <Button
        component={RouterLink}
        to={paths.login}
        color="inherit"
        sx={{ px: { xs: 1.25, sm: 2 } }}
      >
        Login
      </Button>
      <Button
        component={RouterLink}
        to={paths.signup}
        variant="contained"
        sx={{ px: { xs: 1.5, sm: 2.5 } }}
      >
        Sign Up
      </Button>
    </Box>
  );
}
