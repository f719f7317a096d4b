import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/session";

const logout = () => api.post<void>("/api/auth/logout");

/** Ends the session on the server, then forgets it here and goes home, even if the call failed. */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { skipErrorAlert: true },
    onSettled: () => {
      signOut();
      void navigate(paths.home);
    },
  });
}
