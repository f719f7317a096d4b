import EmailIcon from "@mui/icons-material/Email";
import HubIcon from "@mui/icons-material/Hub";
import PublicIcon from "@mui/icons-material/Public";
import StorageIcon from "@mui/icons-material/Storage";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { SystemStatusDto } from "@scrims/shared/dashboard/dashboard.schema";
import type { ReactNode } from "react";
import { serviceChip } from "../utils/statuses";
import { ChartCard } from "./chart-card";
import { PANEL_HEIGHT } from "./recent-activity";

export const STATUS_UNAVAILABLE_TEXT = "Unable to fetch server status";

function ServiceRow({
  name,
  detail,
  status,
  icon,
}: {
  name: string;
  detail?: string;
  status: string | undefined;
  icon: ReactNode;
}) {
  const chip = serviceChip(status);
  return (
    // A list item named after its service (not a group: a list holds items only).
    <ListItem
      aria-label={name}
      sx={{ px: 1, py: 1.25, gap: 1.5, borderBottom: 1, borderColor: "divider" }}
    >
      <ListItemIcon sx={{ minWidth: 0, color: "text.secondary" }}>{icon}</ListItemIcon>
      <ListItemText primary={name} secondary={detail} />
      <Chip size="small" label={chip.label} color={chip.color} />
    </ListItem>
  );
}

/** System Status: database latency, socket connections, Riot API and mail, each with its chip. */
export function SystemStatusPanel({
  status,
  loading,
}: {
  status: SystemStatusDto | null;
  loading: boolean;
}) {
  let body: ReactNode;
  if (loading) {
    body = (
      <Box sx={{ height: "100%", minHeight: 160, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading system status" />
      </Box>
    );
  } else if (!status) {
    body = (
      <Box sx={{ height: "100%", minHeight: 160, display: "grid", placeItems: "center" }}>
        <Typography color="text.secondary">{STATUS_UNAVAILABLE_TEXT}</Typography>
      </Box>
    );
  } else {
    const { database, websocket, riotApi, emailService } = status.services;
    body = (
      <List disablePadding sx={{ height: "100%", overflowY: "auto" }}>
        <ServiceRow
          name="Database"
          detail={database.latency === null ? "No answer" : `Latency: ${database.latency} ms`}
          status={database.status}
          icon={<StorageIcon />}
        />
        <ServiceRow
          name="WebSocket Server"
          detail={
            websocket.connections === null
              ? "Connections unknown"
              : `Connections: ${websocket.connections}`
          }
          status={websocket.status}
          icon={<HubIcon />}
        />
        <ServiceRow name="Riot API" status={riotApi.status} icon={<PublicIcon />} />
        <ServiceRow name="Email Service" status={emailService.status} icon={<EmailIcon />} />
      </List>
    );
  }
  return (
    // On a phone the four rows need no 400 px box of their own.
    <ChartCard title="System Status" height={{ xs: "auto", md: PANEL_HEIGHT }}>
      {body}
    </ChartCard>
  );
}
