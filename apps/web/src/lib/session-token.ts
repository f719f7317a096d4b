/** localStorage key of the session token sent as `Authorization: Bearer <token>`. */
export const SESSION_TOKEN_KEY = "scrims.session";

// Storage can throw (disabled cookies, Safari private mode): treat that as "no token".
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(SESSION_TOKEN_KEY, token);
  } catch {
    // The session then lasts only for this page load.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
