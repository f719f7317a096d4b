import AutorenewRoundedIcon from "@mui/icons-material/AutorenewRounded";
import CalendarMonthRoundedIcon from "@mui/icons-material/CalendarMonthRounded";
import ContentCopyRoundedIcon from "@mui/icons-material/ContentCopyRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmButton } from "@/components/dialogs/confirm-button";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { SettingsSection } from "@/components/settings-section";
import { copyText } from "@/utils/copy-text";
import { useCalendarLink } from "../api/get-calendar-link";
import { useRegenerateCalendarLink } from "../api/regenerate-calendar-link";

const CALENDAR_LINK_COPIED = "Calendar link copied";
export const CALENDAR_LINK_REGENERATED = "New calendar link made; the old one no longer works";

/** Where each calendar app subscribes to a feed by its link. */
const INSTRUCTIONS = [
  { app: "Google Calendar", how: "Other calendars → + → From URL, then paste the link." },
  { app: "Apple Calendar", how: "File → New Calendar Subscription…, then paste the link." },
  { app: "Outlook", how: "Add calendar → Subscribe from web, then paste the link." },
];

/**
 * Settings: the player's private calendar feed (every scrim they play or cast, kept up to date),
 * its link to copy, and a new link when the old one was shared by mistake.
 */
export function CalendarSection() {
  const link = useCalendarLink();
  const regenerate = useRegenerateCalendarLink();
  const { showAlert } = useAlerts();

  const handleCopy = async (url: string) => {
    const copied = await copyText(url);
    showAlert(
      copied
        ? { type: "success", message: CALENDAR_LINK_COPIED }
        : { type: "error", message: "Could not copy the link; select it instead." },
    );
  };

  const handleRegenerate = async (close: () => void) => {
    try {
      await regenerate.mutateAsync();
      close();
      showAlert({ type: "success", message: CALENDAR_LINK_REGENERATED });
    } catch {
      // The error alert shows the server's message.
    }
  };

  return (
    <SettingsSection
      titleId="calendar-title"
      icon={<CalendarMonthRoundedIcon color="primary" />}
      title="Calendar"
      description="Subscribe to this private link in your calendar app to see every scrim you play or cast, with changes and cancellations as they happen. Anyone with the link can read it: keep it to yourself."
    >
      {link.isPending && <Skeleton variant="rounded" height={56} aria-label="Loading your link" />}
      {link.isError && (
        <LoadErrorAlert what="your calendar link" onRetry={() => void link.refetch()} />
      )}
      {link.data && (
        <Box
          sx={{
            display: "flex",
            gap: 1.5,
            alignItems: { sm: "center" },
            flexDirection: { xs: "column", sm: "row" },
          }}
        >
          <TextField
            label="Your calendar link"
            value={link.data.url}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: "monospace" } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Copy link">
                      <IconButton
                        edge="end"
                        aria-label="Copy calendar link"
                        onClick={() => void handleCopy(link.data.url)}
                      >
                        <ContentCopyRoundedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <ConfirmButton
            buttonProps={{
              variant: "outlined",
              color: "inherit",
              startIcon: <AutorenewRoundedIcon />,
              sx: { flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } },
            }}
            title="Make a new calendar link?"
            description="The current link stops working at once: calendars subscribed to it stop updating until you subscribe them to the new one."
            confirmLabel="Make new link"
            confirmColor="error"
            loading={regenerate.isPending}
            autoFocusConfirm={false}
            onConfirm={(close) => void handleRegenerate(close)}
          >
            New link
          </ConfirmButton>
        </Box>
      )}

      <Box component="ul" sx={{ m: 0, mt: 2.5, pl: 2.5, display: "grid", gap: 0.5 }}>
        {INSTRUCTIONS.map(({ app, how }) => (
          <Typography key={app} component="li" variant="body2" color="text.secondary">
            <Box component="strong" sx={{ color: "text.primary" }}>
              {app}:
            </Box>{" "}
            {how}
          </Typography>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        To add a single scrim instead, use the calendar button on its card.
      </Typography>
    </SettingsSection>
  );
}
