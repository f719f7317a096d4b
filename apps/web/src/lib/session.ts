import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import { createContext, useContext } from "react";

/**
 * The session every feature may read: who is signed in, whether he is an admin. The auth feature's
 * AuthProvider fills it (verifying the stored token); nothing else writes it.
 */
export type AuthContextValue = {
  currentUser: CurrentUserDto | null;
  /** True while a stored token is being checked; the guards wait for it. */
  isVerifyingUser: boolean;
  isAdmin: boolean;
  /** A token is stored, even if the user has not registered yet (currentUser is then null). */
  hasSession: boolean;
  /** Stores the token and user from a login or registration answer. */
  signIn: (session: AuthSessionDto) => void;
  /** Forgets the session on this device. */
  signOut: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The admin check, in one place (the server enforces the same flag). */
export function isAdminUser(user: { isAdmin: boolean } | null | undefined): boolean {
  return user?.isAdmin === true;
}

/** `{currentUser, isVerifyingUser, isAdmin, hasSession, signIn, signOut}`; needs AuthProvider above. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error("useAuth must be used inside <AuthProvider>");
  }
  return value;
}

/** The signed-in, registered player looking at a page. */
export type Viewer = Pick<CurrentUserDto, "_id" | "name" | "region" | "isAdmin">;

/** The signed-in player; only for pages behind ProtectedRoute (throws without one). */
export function useViewer(): Viewer {
  const { currentUser } = useAuth();
  if (!currentUser) {
    throw new Error("useViewer needs a signed-in, registered player (ProtectedRoute)");
  }
  return currentUser;
}

/**
 * Whether the signed-in player's ban bites now (from its start until its end): the server then
 * refuses every write of theirs, so pages do not offer one (Join, Leave, Check in…).
 */
export function useViewerIsBanned(): boolean {
  const ban = useAuth().currentUser?.currentBan;
  if (!ban) {
    return false;
  }
  const now = Date.now();
  return Date.parse(ban.dateFrom) <= now && now < Date.parse(ban.dateTo);
}
