import CalendarMonthRoundedIcon from "@mui/icons-material/CalendarMonthRounded";
import NotificationsActiveRoundedIcon from "@mui/icons-material/NotificationsActiveRounded";
import NotificationsOffRoundedIcon from "@mui/icons-material/NotificationsOffRounded";
import NotificationsRoundedIcon from "@mui/icons-material/NotificationsRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import type { NotificationSettings, PushKind } from "@scrims/shared/push/push.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { SettingsSection } from "@/components/settings-section";
import { getErrorMessage } from "@/lib/api-client";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notification-settings";
import {
  disablePush,
  enablePush,
  readPushDeviceState,
  type PushDeviceState,
} from "../utils/push-device";

/** Each push kind's switch, in the order players meet them. */
const PUSH_KIND_LABELS: { kind: PushKind; label: string; hint: string }[] = [
  {
    kind: "scrimStarting",
    label: "Scrim starting",
    hint: "15 minutes before a scrim you play or cast",
  },
  { kind: "checkInOpen", label: "Check-in open", hint: "when you can check in for your seat" },
  { kind: "seatFreed", label: "Seat freed for you", hint: "when the waitlist gives you a seat" },
  { kind: "friendRequest", label: "Friend requests", hint: "when someone asks to be your friend" },
  { kind: "message", label: "Messages", hint: "when a friend writes to you" },
];

export const PUSH_BLOCKED_HELP =
  "Notifications are blocked for this site in your browser. To allow them again, open the site settings (the icon left of the address), set Notifications to Allow, then reload this page.";
export const PUSH_UNSUPPORTED_HELP =
  "This browser cannot receive push notifications. On iPhone and iPad, add Scrims to your Home Screen first; otherwise try a current Chrome, Edge or Firefox.";

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** This browser's push subscription: the one place that asks for permission, on click only. */
function DevicePush() {
  const [state, setState] = useState<PushDeviceState | "loading">("loading");
  const [busy, setBusy] = useState(false);
  const { showAlert } = useAlerts();

  useEffect(() => {
    let live = true;
    readPushDeviceState()
      .then((read) => live && setState(read))
      .catch(() => live && setState("unsubscribed"));
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<PushDeviceState>, done: string) => {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      if (next === "subscribed" || next === "unsubscribed") {
        showAlert({ type: "success", message: done });
      }
    } catch (error) {
      showAlert({
        type: "error",
        message: `Could not change notifications: ${getErrorMessage(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  if (state === "loading") {
    return <Skeleton variant="rounded" height={40} width={240} aria-label="Checking this device" />;
  }
  if (state === "unsupported") {
    return <Alert severity="info">{PUSH_UNSUPPORTED_HELP}</Alert>;
  }
  if (state === "denied") {
    return <Alert severity="warning">{PUSH_BLOCKED_HELP}</Alert>;
  }
  const subscribed = state === "subscribed";
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
      <Button
        variant={subscribed ? "outlined" : "contained"}
        color={subscribed ? "inherit" : "primary"}
        startIcon={
          subscribed ? <NotificationsOffRoundedIcon /> : <NotificationsActiveRoundedIcon />
        }
        disabled={busy}
        onClick={() =>
          void run(
            subscribed ? disablePush : enablePush,
            subscribed
              ? "This device no longer gets notifications"
              : "This device will get notifications",
          )
        }
      >
        {subscribed ? "Stop notifying this device" : "Notify me on this device"}
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {subscribed ? "On for this device." : "Off for this device."}
      </Typography>
    </Box>
  );
}

/**
 * Settings: every channel Scrims reaches players through, each with its switch: push on this
 * device and per kind, email reminders (the account's consent), and the calendar feed below.
 */
export function NotificationsSection({ onSaved }: { onSaved?: () => void }) {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings(onSaved);
  const { showAlert } = useAlerts();

  const change = (next: NotificationSettings) => {
    save.mutate(next, {
      onError: (error) =>
        showAlert({ type: "error", message: `Not saved: ${getErrorMessage(error)}` }),
    });
  };

  return (
    <SettingsSection
      titleId="notifications-title"
      icon={<NotificationsRoundedIcon color="primary" />}
      title="Notifications"
      description="Choose how Scrims reaches you when you are not on the site."
    >
      <Box component="section" aria-labelledby="push-title" sx={{ display: "grid", gap: 1.5 }}>
        <SectionHeading id="push-title">Push notifications</SectionHeading>
        <DevicePush />
        {settings.isPending && (
          <Skeleton variant="rounded" height={160} aria-label="Loading your settings" />
        )}
        {settings.isError && (
          <LoadErrorAlert
            what="your notification settings"
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.data && (
          <Box
            sx={{ display: "grid", gap: 0.25 }}
            role="group"
            aria-label="Push notifications by kind"
          >
            <Typography variant="caption" color="text.secondary">
              On every device where you turned them on:
            </Typography>
            {PUSH_KIND_LABELS.map(({ kind, label, hint }) => (
              <FormControlLabel
                key={kind}
                sx={{ mr: 0 }}
                control={
                  <Switch
                    checked={settings.data.push[kind]}
                    onChange={(event) =>
                      change({
                        ...settings.data,
                        push: { ...settings.data.push, [kind]: event.target.checked },
                      })
                    }
                  />
                }
                label={
                  <span>
                    {label}{" "}
                    <Typography component="span" variant="body2" color="text.secondary">
                      — {hint}
                    </Typography>
                  </span>
                }
              />
            ))}
          </Box>
        )}
      </Box>

      <Divider sx={{ my: 2.5 }} />
      <Box component="section" aria-labelledby="email-title" sx={{ display: "grid", gap: 1 }}>
        <SectionHeading id="email-title">Email</SectionHeading>
        {settings.data && (
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Switch
                checked={settings.data.email.reminders}
                onChange={(event) =>
                  change({ ...settings.data, email: { reminders: event.target.checked } })
                }
              />
            }
            label={
              <span>
                Email reminders{" "}
                <Typography component="span" variant="body2" color="text.secondary">
                  — 24 hours and 1 hour before a scrim you play in
                </Typography>
              </span>
            }
          />
        )}
      </Box>

      <Divider sx={{ my: 2.5 }} />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <CalendarMonthRoundedIcon fontSize="small" color="action" />
        <Typography variant="body2" color="text.secondary">
          Calendar: your scrims in your own calendar app —{" "}
          <Link href="#calendar-title">get your calendar link</Link>.
        </Typography>
      </Box>
    </SettingsSection>
  );
}
