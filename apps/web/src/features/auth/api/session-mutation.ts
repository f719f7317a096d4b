import { useMutation } from "@tanstack/react-query";
import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import { useAuth } from "@/lib/session";

/**
 * A mutation whose answer is a session (sign-in, registration, account changes): the viewer is
 * signed in with it, so the session cache and the header update at once. `skipErrorAlert` for a
 * form or page that says what went wrong itself.
 */
export function useSessionMutation<TInput>(
  mutationFn: (input: TInput) => Promise<AuthSessionDto>,
  { skipErrorAlert = false } = {},
) {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn,
    meta: skipErrorAlert ? { skipErrorAlert: true } : undefined,
    onSuccess: (session) => signIn(session),
  });
}
