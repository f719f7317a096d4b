import MarkEmailReadRoundedIcon from "@mui/icons-material/MarkEmailReadRounded";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { CenteredPage } from "@/components/centered-page";
import { IconBadge } from "@/components/icon-badge";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export const UNSUBSCRIBED_TEXT = "You will no longer receive reminder emails";

/** Where the unsubscribe link of a reminder email lands once the server turned reminders off. */
export function UnsubscribedPage() {
  useDocumentTitle("Unsubscribed");
  return (
    <CenteredPage>
      <IconBadge size={88}>
        <MarkEmailReadRoundedIcon sx={{ fontSize: 44 }} />
      </IconBadge>
      <Typography
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 2 }}
      >
        {UNSUBSCRIBED_TEXT}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: { xs: "1rem", sm: "1.125rem" }, mb: 4 }}>
        Scrim reminders by email are off for your account. You can turn them back on at any time in
        your settings.
      </Typography>
      <Button component={RouterLink} to={paths.settings} variant="contained" size="large">
        Open settings
      </Button>
    </CenteredPage>
  );
}
