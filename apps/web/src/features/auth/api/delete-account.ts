import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Deletes the signed-in player's account (personal data removed; scrim history anonymised). */
const deleteAccount = () => api.delete<void>("/api/auth/account");

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
