import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Public: `POST /api/email/unsubscribe?token=…` → 204; the signed token names the player. */
const unsubscribe = ({ token }: { token: string }) =>
  api.post<void>("/api/email/unsubscribe", undefined, { params: { token } });

export function useUnsubscribe() {
  // The page shows a refusal itself, next to its button.
  return useMutation({ mutationFn: unsubscribe, meta: { skipErrorAlert: true } });
}
