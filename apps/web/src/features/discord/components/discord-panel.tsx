import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  REGIONS,
  REGION_COLORS,
  REGION_TEXT_COLORS,
  type Region,
} from "@scrims/shared/common/regions.constants";
import { alpha } from "@/utils/alpha";
import type { DiscordWebhookDto } from "@scrims/shared/discord/discord.schema";
import dayjs from "dayjs";
import { useState, type FormEvent } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { ApiError } from "@/lib/api-client";
import { useDiscordWebhooks } from "../api/get-discord-webhooks";
import { useRemoveDiscordWebhook } from "../api/remove-discord-webhook";
import { useSaveDiscordWebhook } from "../api/save-discord-webhook";

function StateChip({ webhook }: { webhook: DiscordWebhookDto | undefined }) {
  if (!webhook) {
    return <Chip size="small" variant="outlined" label="Not set" />;
  }
  return webhook.enabled ? (
    <Chip size="small" color="success" label="Enabled" />
  ) : (
    <Chip size="small" color="error" label="Disabled" />
  );
}

/** One region: its state, the saved (masked) URL, and a form to set or remove it. */
function WebhookRow({
  region,
  webhook,
}: {
  region: Region;
  webhook: DiscordWebhookDto | undefined;
}) {
  const [url, setUrl] = useState("");
  const save = useSaveDiscordWebhook();
  const remove = useRemoveDiscordWebhook();
  const { showAlert } = useAlerts();
  const refused = save.error instanceof ApiError ? save.error.message : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ region, url: url.trim() });
      setUrl("");
      showAlert({ type: "success", message: `Discord webhook of ${region} saved` });
    } catch {
      // Shown under the field.
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync({ region });
      showAlert({ type: "success", message: `Discord webhook of ${region} removed` });
    } catch {
      // The error alert shows the server's message.
    }
  };

  const inputId = `discord-webhook-${region}`;
  return (
    <Box
      component="form"
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={`Discord webhook of ${region}`}
      sx={{
        display: "grid",
        gap: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: "divider",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Chip
          size="small"
          label={region}
          sx={{
            // As the scrim cards' region chips: white or dark text on the full colours misses
            // 4.5:1 for some regions (LAN: 4.3 and 4.5 at best).
            color: REGION_TEXT_COLORS[region],
            bgcolor: alpha(REGION_COLORS[region], 0.14),
            border: 1,
            borderColor: alpha(REGION_COLORS[region], 0.45),
            fontWeight: 700,
            minWidth: 56,
          }}
        />
        <StateChip webhook={webhook} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            fontFamily: webhook ? "monospace" : undefined,
            overflowWrap: "anywhere",
            flex: 1,
            minWidth: 0,
          }}
        >
          {webhook ? webhook.url : "No webhook: nothing is announced for this region."}
        </Typography>
      </Box>
      {webhook?.lastError && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {webhook.lastError}
          {webhook.lastErrorAt && ` (${dayjs(webhook.lastErrorAt).format("D MMM YYYY, HH:mm")})`}.
          Announcements for {region} are off: save a new webhook URL to switch them back on.
        </Alert>
      )}
      <Box
        sx={{
          display: "flex",
          gap: 1,
          alignItems: "flex-start",
          flexWrap: { xs: "wrap", sm: "nowrap" },
        }}
      >
        <TextField
          id={inputId}
          size="small"
          fullWidth
          label={webhook ? "New webhook URL" : "Webhook URL"}
          placeholder="https://discord.com/api/webhooks/…"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            save.reset();
          }}
          error={Boolean(refused)}
          helperText={refused ?? undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="contained" disabled={!url.trim() || save.isPending}>
          Save
        </Button>
        {webhook && (
          <Button
            color="error"
            variant="outlined"
            disabled={remove.isPending}
            onClick={() => void handleRemove()}
          >
            Remove
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * The admin dashboard's Discord panel: a webhook per region where new public scrims, "2 spots
 * left" and results are announced, with each one's state and last error.
 */
export function DiscordPanel() {
  const webhooks = useDiscordWebhooks();
  const byRegion = new Map(webhooks.data?.map((webhook) => [webhook.region, webhook]));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="discord-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: { xs: 3, md: 4 } }}
    >
      <Typography id="discord-title" variant="h6" component="h2">
        Discord
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        New public scrims, &ldquo;2 spots left&rdquo; and results are posted to the webhook of their
        region. In Discord: Server settings → Integrations → Webhooks → New Webhook → Copy Webhook
        URL.
      </Typography>
      {webhooks.isPending && (
        <Box sx={{ display: "grid", gap: 1.5 }} role="status" aria-label="Loading Discord webhooks">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      )}
      {webhooks.isError && (
        <LoadErrorAlert what="the Discord webhooks" onRetry={() => void webhooks.refetch()} />
      )}
      {webhooks.data && (
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {REGIONS.map((region) => (
            <WebhookRow key={region} region={region} webhook={byRegion.get(region)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
