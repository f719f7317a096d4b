import Container from "@mui/material/Container";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/session";
import { AdminDashboard } from "@/features/dashboard/components/admin-dashboard";

/** /admin/dashboard (admins only, see AdminViewRoute): usage figures, bans and system status. */
export function AdminDashboardRoute() {
  useDocumentTitle("Admin Dashboard");
  const { currentUser } = useAuth();
  const queryClient = useQueryClient();
  const clearCache = useCallback(() => {
    queryClient.clear();
    window.location.reload();
  }, [queryClient]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <AdminDashboard adminName={currentUser?.name ?? "admin"} onClearCache={clearCache} />
    </Container>
  );
}
