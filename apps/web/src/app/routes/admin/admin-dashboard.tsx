import Container from "@mui/material/Container";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/session";
import { AdminDashboard } from "@/features/dashboard/components/admin-dashboard";
import { ReportsQueue, type RenderBanDialog } from "@/features/reports/components/reports-queue";
import { BanDialog } from "@/features/users/components/ban-dialog";
import { DiscordPanel } from "@/features/discord/components/discord-panel";

/** A ban from a report: the users feature's ban dialog, given through the report. */
const renderBanDialog: RenderBanDialog = ({ report, ban, onClose }) => (
  <BanDialog open user={report.target} banWith={ban} onClose={onClose} onBanned={onClose} />
);

/** /admin/dashboard (admins only, see AdminViewRoute): usage figures, bans, system status, the reports queue and the Discord webhooks. */
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
      <ReportsQueue renderBanDialog={renderBanDialog} />
      <DiscordPanel />
    </Container>
  );
}
