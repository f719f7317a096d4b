import MarkEmailReadRoundedIcon from "@mui/icons-material/MarkEmailReadRounded";
import UnsubscribeRoundedIcon from "@mui/icons-material/UnsubscribeRounded";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { CenteredPage } from "@/components/centered-page";
import { IconBadge } from "@/components/icon-badge";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useUnsubscribe } from "../api/unsubscribe";

export const UNSUBSCRIBED_TEXT = "You will no longer receive reminder emails";
export const CONFIRM_TEXT = "Stop reminder emails?";

function StatusPage({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <CenteredPage>
      <IconBadge size={88}>{icon}</IconBadge>
      <Typography
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 2 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: { xs: "1rem", sm: "1.125rem" }, mb: 4 }}>
        {text}
      </Typography>
      {children}
    </CenteredPage>
  );
}

const settingsButton = (variant: "contained" | "outlined") => (
  <Button component={RouterLink} to={paths.settings} variant={variant} size="large">
    Open settings
  </Button>
);

/**
 * Where the unsubscribe link of a reminder email lands (`?token=`). Opening the link changes
 * nothing, since mail scanners and link previews open links too: the player confirms here, and
 * the page posts the signed token. Without a token it points to the settings.
 */
export function UnsubscribedPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const { mutate, isPending, isSuccess, error } = useUnsubscribe();
  useDocumentTitle(isSuccess ? "Unsubscribed" : "Reminder emails");

  if (isSuccess) {
    return (
      <StatusPage
        icon={<MarkEmailReadRoundedIcon sx={{ fontSize: 44 }} />}
        title={UNSUBSCRIBED_TEXT}
        text="Scrim reminders by email are off for your account. You can turn them back on at any time in your settings."
      >
        {settingsButton("contained")}
      </StatusPage>
    );
  }
  if (!token) {
    return (
      <StatusPage
        icon={<UnsubscribeRoundedIcon sx={{ fontSize: 44 }} />}
        title="Reminder emails"
        text="Scrim reminders by email are turned on and off in your settings."
      >
        {settingsButton("contained")}
      </StatusPage>
    );
  }
  return (
    <StatusPage
      icon={<UnsubscribeRoundedIcon sx={{ fontSize: 44 }} />}
      title={CONFIRM_TEXT}
      text="You will no longer get an email 24 hours and 1 hour before the scrims you play in."
    >
      {error && (
        <Alert severity="error" sx={{ mb: 3, textAlign: "left" }}>
          {error.message}
        </Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} justifyContent="center">
        <Button
          variant="contained"
          size="large"
          loading={isPending}
          onClick={() => mutate({ token })}
        >
          Unsubscribe
        </Button>
        {settingsButton("outlined")}
      </Stack>
    </StatusPage>
  );
}
