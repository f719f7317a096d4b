import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Suspense, lazy } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useAuth } from "../hooks/use-auth";

// Visitors never need the account menu: keep it out of the first load.
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

const placeholder = <Box sx={{ width: 160, height: 36 }} aria-hidden="true" />;

/** Right side of the header: Login and Sign Up for visitors, the account menu when signed in. */
export function AccountActions() {
  const { currentUser, isVerifyingUser } = useAuth();

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
