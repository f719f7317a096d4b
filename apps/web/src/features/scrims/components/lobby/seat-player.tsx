import WorkspacePremiumRoundedIcon from "@mui/icons-material/WorkspacePremiumRounded";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import { Link as RouterLink } from "react-router";
import { RankEmblem } from "@/components/rank/rank-emblem";
import { paths } from "@/config/paths";

type SeatPlayerProps = { player: ScrimPlayerDto; isLobbyHost: boolean; isViewer: boolean };

/** The player in a seat: name (to his profile), tagline, rank, and a crown for the lobby host. */
export function SeatPlayer({ player, isLobbyHost, isViewer }: SeatPlayerProps) {
  const user = player._user;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.user(user.name, user.region, user.summonerTagline)}
          underline="hover"
          color="inherit"
          sx={{
            fontWeight: 700,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
            minWidth: 0,
          }}
        >
          {user.name}
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 500 }}>
            #{user.summonerTagline}
          </Box>
        </Link>
        {isLobbyHost && (
          <Tooltip title="Lobby host">
            <WorkspacePremiumRoundedIcon
              aria-label="Lobby host"
              role="img"
              sx={{ fontSize: 18, color: "#f0c05a", flexShrink: 0 }}
            />
          </Tooltip>
        )}
        {isViewer && (
          <Typography
            component="span"
            variant="caption"
            sx={{ color: "primary.light", fontWeight: 700, flexShrink: 0 }}
          >
            (you)
          </Typography>
        )}
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 0.25 }}>
        <RankEmblem rank={user.rank} size={16} />
        <Typography variant="caption" color="text.secondary" noWrap>
          {user.rank}
        </Typography>
      </Box>
    </Box>
  );
}
