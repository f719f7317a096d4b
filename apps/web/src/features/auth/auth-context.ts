import { createContext } from "react";
import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";

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
