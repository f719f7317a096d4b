import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { clearReturnTo, rememberReturnTo } from "../utils/return-to";
import { RedirectWithAlert } from "./redirect-with-alert";

export const LOGIN_REQUIRED_MESSAGE = "Please login to continue";

/**
 * A signed-out visitor on a signed-in page: home with 'Please login to continue', remembering the
 * page (path, query, hash) so the sign-in or registration can come back to it.
 */
export function VisitorRedirect() {
  const location = useLocation();
  useEffect(() => {
    rememberReturnTo(`${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);
  return <RedirectWithAlert to={paths.home} message={LOGIN_REQUIRED_MESSAGE} />;
}

/** A session whose account is not registered yet: on to /signup, remembering the page asked for. */
export function RegistrationRedirect() {
  const location = useLocation();
  useEffect(() => {
    rememberReturnTo(`${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);
  return <Navigate to={paths.signup} replace />;
}

/**
 * Whether this guard has shown its page to a signed-in user: a session that ends here (logout,
 * expiry) goes home quietly, while a visitor who arrives signed out is told to log in.
 * Also forgets the remembered page once a signed-in user is on a guarded page.
 */
export function useWasSignedIn(signedIn: boolean): boolean {
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) {
    setWasSignedIn(true);
  }
  useEffect(() => {
    if (signedIn) {
      clearReturnTo();
    }
  }, [signedIn]);
  return wasSignedIn;
}
