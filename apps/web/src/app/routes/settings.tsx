import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { authKeys } from "@/features/auth/api/verify-session";
import { AccountSettingsForm } from "@/features/auth/components/settings/account-settings-form";
import { DeleteAccountSection } from "@/features/auth/components/settings/delete-account-section";
import { CalendarSection } from "@/features/calendar/components/calendar-section";
import { NotificationsSection } from "@/features/push/components/notifications-section";
import { useAuth } from "@/lib/session";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageTitle } from "@/components/page-title";

/** /settings: the signed-in player's account details, notifications, calendar link, and account deletion. */
export function SettingsRoute() {
  useDocumentTitle("Settings");
  const { currentUser } = useAuth();
  const queryClient = useQueryClient();

  // ProtectedRoute only renders this page for a registered user.
  if (!currentUser) {
    return null;
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ mb: { xs: 2.5, md: 3.5 } }}>
        <PageTitle>Settings</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Signed in as {currentUser.email}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: { xs: 2.5, md: 3 } }}>
        {/* Keyed by id: another account signed in elsewhere starts the form afresh. */}
        <AccountSettingsForm key={currentUser._id} user={currentUser} />
        <NotificationsSection
          key={`notifications-${currentUser._id}`}
          // The email consent is part of the account: the signed-in user is read again.
          onSaved={() => void queryClient.invalidateQueries({ queryKey: authKeys.session() })}
        />
        <CalendarSection key={`calendar-${currentUser._id}`} />
        <DeleteAccountSection summonerName={currentUser.name} />
      </Box>
    </Container>
  );
}
