/**
 * The signed-in user as `POST /api/auth/verify` returns it (public fields plus isAdmin).
 * Local until the server's user DTO lands in @scrims/shared; then import that instead.
 */
export type SessionUser = {
  _id: string;
  name: string;
  summonerTagline?: string;
  region: string;
  rank?: string;
  discord?: string;
  isAdmin: boolean;
  isDonator?: boolean;
};

/** `user` is null while a signed-in identity has not finished registration. */
export type AuthSession = { token: string; user: SessionUser | null };
