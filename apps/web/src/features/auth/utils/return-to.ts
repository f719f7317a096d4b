import { paths } from "@/config/paths";

/**
 * sessionStorage key of the page a signed-out visitor asked for. Session storage, not router
 * state: a provider sign-in leaves the app and comes back in the same tab.
 */
export const RETURN_TO_KEY = "scrims.returnTo";

/** Only a path of this app (never `//host` or a sign-in page), so the value cannot send anyone away. */
function isReturnPath(path: string | null): path is string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) {
    return false;
  }
  const pathname = path.split(/[?#]/)[0];
  return pathname !== paths.home && pathname !== paths.signup && pathname !== paths.authComplete;
}

/** Remembers where a visitor was going (path, query and hash), for after the sign-in. */
export function rememberReturnTo(path: string): void {
  if (!isReturnPath(path)) {
    return;
  }
  try {
    window.sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage disabled: the visitor lands on the Scrims Hub instead.
  }
}

/** Where a player goes once signed in: the page he asked for before, else the Scrims Hub. */
export function returnToPath(): string {
  try {
    const stored = window.sessionStorage.getItem(RETURN_TO_KEY);
    return isReturnPath(stored) ? stored : paths.scrims;
  } catch {
    return paths.scrims;
  }
}

/** Forgets the remembered page (the player reached a signed-in page). */
export function clearReturnTo(): void {
  try {
    window.sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Nothing stored.
  }
}
