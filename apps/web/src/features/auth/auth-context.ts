import { createContext } from "react";
import type { AuthSession, SessionUser } from "./types";

export type AuthContextValue = {
  currentUser: SessionUser | null;
  /** True while a stored token is being checked; the guards wait for it. */
  isVerifyingUser: boolean;
  isAdmin: boolean;
  /** A token is stored, even if the user has not registered yet (currentUser is then null). */
  hasSession: boolean;
  /** Stores the token and user from a login or registration answer. */
  signIn: (session: AuthSession) => void;
  /** Forgets the session on this device. */
  signOut: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
