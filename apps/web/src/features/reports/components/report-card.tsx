import ChatBubbleOutlineRoundedIcon from "@mui/icons-material/ChatBubbleOutlineRounded";
import GavelRoundedIcon from "@mui/icons-material/GavelRounded";
import SportsEsportsRoundedIcon from "@mui/icons-material/SportsEsportsRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { REPORT_REASON_LABELS, type ReportDto } from "@scrims/shared/reports/reports.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import dayjs from "dayjs";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

function PlayerLink({ user }: { user: UserDto }) {
  return (
    <Link
      component={RouterLink}
      to={paths.user(user.name, user.region, user.summonerTagline)}
      color="inherit"
      underline="hover"
      sx={{ fontWeight: 700 }}
    >
      {user.name}
    </Link>
  );
}

type ReportCardProps = {
  report: ReportDto;
  /** While one of this report's actions runs. */
  busy: boolean;
  onDismiss: () => void;
  onBan: () => void;
};

/** One report of the admin queue: who, why, the message and scrim it came from, the actions. */
export function ReportCard({ report, busy, onDismiss, onBan }: ReportCardProps) {
  const { message, scrim } = report.context;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`Report of ${report.target.name}`}
      sx={{
        p: { xs: 1.75, sm: 2.25 },
        display: "grid",
        gap: 1.25,
        bgcolor: "rgba(255,255,255,0.02)",
      }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography component="h3" sx={{ fontSize: "1.05rem" }}>
          <PlayerLink user={report.target} />
        </Typography>
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={REPORT_REASON_LABELS[report.reason]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: "auto" } }}>
          by <PlayerLink user={report.reporter} /> ·{" "}
          <time dateTime={report.createdAt}>
            {dayjs(report.createdAt).format("MM/DD/YYYY hh:mm A")}
          </time>
        </Typography>
      </Box>
      {report.text ? (
        <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {report.text}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
          No details given.
        </Typography>
      )}
      {message && (
        <Box
          component="figure"
          sx={{
            m: 0,
            display: "flex",
            gap: 1,
            alignItems: "flex-start",
            p: 1.25,
            borderRadius: 2,
            bgcolor: "rgba(0, 0, 0, 0.2)",
            borderLeft: 3,
            borderColor: "error.main",
          }}
        >
          <ChatBubbleOutlineRoundedIcon
            fontSize="small"
            sx={{ color: "text.secondary", mt: 0.25 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="blockquote"
              variant="body2"
              sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
            >
              {message.text}
            </Typography>
            <Typography component="figcaption" variant="caption" color="text.secondary">
              Message of {report.target.name},{" "}
              <time dateTime={message.createdAt}>
                {dayjs(message.createdAt).format("MM/DD hh:mm A")}
              </time>
            </Typography>
          </Box>
        </Box>
      )}
      {scrim && (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", color: "text.secondary" }}>
          <SportsEsportsRoundedIcon fontSize="small" />
          <Typography variant="body2">
            In{" "}
            <Link component={RouterLink} to={paths.scrim(scrim._id)} underline="hover">
              {scrim.title}
            </Link>
          </Typography>
        </Box>
      )}
      {report.status === "open" && (
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
          <Button color="inherit" size="small" onClick={onDismiss} disabled={busy}>
            Dismiss
          </Button>
          <Button
            color="error"
            variant="outlined"
            size="small"
            startIcon={<GavelRoundedIcon />}
            onClick={onBan}
            disabled={busy || report.target.isAdmin}
          >
            Ban {report.target.name}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
