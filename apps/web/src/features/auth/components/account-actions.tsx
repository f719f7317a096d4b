import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/session";
import { useLogout } from "../api/logout";
import { UserMenuButton } from "./user-menu-button";

const placeholder = <div className="account-actions__placeholder" aria-hidden="true" />;

/** Mid-registration (signed in, no account yet): the way out of that identity. */
function RegisteringActions() {
  const logout = useLogout();
  return (
    <button
      type="button"
      className="button button--text"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      Log out
    </button>
  );
}

/**
 * Right side of the header: Login and Sign Up for visitors (plain links styled as MUI buttons, see
 * theme/plain.css), Log out while registering, the account menu when signed in.
 */
export function AccountActions() {
  const { currentUser, hasSession, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    // Holds the space so the header does not jump when the check ends.
    return placeholder;
  }
  if (currentUser) {
    return <UserMenuButton user={currentUser} />;
  }
  if (hasSession) {
    return <RegisteringActions />;
  }
  return (
    <div className="account-actions">
      <RouterLink to={paths.login} className="button button--text account-actions__login">
        Login
      </RouterLink>
      <RouterLink to={paths.signup} className="button button--contained account-actions__signup">
        Sign Up
      </RouterLink>
    </div>
  );
}
