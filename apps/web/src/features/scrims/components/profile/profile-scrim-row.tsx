import LockRoundedIcon from "@mui/icons-material/LockRounded";
import StarRoundedIcon from "@mui/icons-material/StarRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { REGION_COLORS, REGION_TEXT_COLORS } from "@scrims/shared/common/regions.constants";
import type { Region } from "@scrims/shared/common/regions.constants";
import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import dayjs from "dayjs";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { isLobbyCaptain, participationOf, resultOf } from "../../utils/profile-scrims";

/** Start in the viewer's time zone. */
const SCRIM_ROW_DATE_FORMAT = "MM/DD/YYYY hh:mm A";

const TEAM_COLORS = { teamOne: "#64b5f6", teamTwo: "#ef5350" } as const;
const chipSx = { minWidth: 56, fontWeight: 700 } as const;

/** Won or Lost for a player; for others (a cast, or only its creator) the side that won; else '—'. */
function ResultChip({ scrim, userId }: { scrim: ScrimDto; userId: string }) {
  const result = resultOf(scrim, userId);
  if (result !== "none") {
    return (
      <Chip
        label={result === "won" ? "Won" : "Lost"}
        color={result === "won" ? "success" : "error"}
        size="small"
        sx={chipSx}
      />
    );
  }
  if (scrim.teamWon) {
    const color = TEAM_COLORS[scrim.teamWon];
    return (
      <Chip
        label={`${scrim.teamWon === "teamOne" ? "Blue" : "Red"} won`}
        size="small"
        variant="outlined"
        sx={{ ...chipSx, color, borderColor: color }}
      />
    );
  }
  return <Chip label="—" size="small" variant="outlined" aria-label="No result yet" sx={chipSx} />;
}

type ProfileScrimRowProps = {
  scrim: ScrimDto;
  /** Whose profile this is: the seat, cast and result are theirs. */
  userId: string;
};

/** One scrim of a profile list: title (to the lobby), start, region, seat or cast, result. */
export function ProfileScrimRow({ scrim, userId }: ProfileScrimRowProps) {
  const participation = participationOf(scrim, userId);
  const regionColor = REGION_COLORS[scrim.region as Region] ?? "#90a4ae";
  const regionText = REGION_TEXT_COLORS[scrim.region as Region] ?? "#b0bec5";

  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        listStyle: "none",
        borderLeft: 3,
        borderLeftColor:
          participation.kind === "player" ? TEAM_COLORS[participation.team] : "transparent",
        bgcolor: "rgba(255, 255, 255, 0.03)",
        "&:hover": { bgcolor: "rgba(255, 255, 255, 0.06)" },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.scrim(scrim._id)}
          underline="hover"
          color="inherit"
          sx={{
            display: "block",
            fontWeight: 600,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
        >
          {scrim.title}
        </Link>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            columnGap: 1,
            rowGap: 0.5,
            mt: 0.5,
            color: "text.secondary",
          }}
        >
          <Typography variant="caption" component="time" dateTime={scrim.gameStartTime}>
            {dayjs(scrim.gameStartTime).format(SCRIM_ROW_DATE_FORMAT)}
          </Typography>
          <Chip
            label={scrim.region}
            size="small"
            variant="outlined"
            sx={{
              height: 20,
              fontSize: "0.7rem",
              fontWeight: 700,
              color: regionText,
              borderColor: regionColor,
            }}
          />
          {participation.kind === "player" && (
            <Typography
              variant="caption"
              sx={{ color: TEAM_COLORS[participation.team], fontWeight: 600 }}
            >
              {participation.role} · {TEAM_LABELS[participation.team]}
            </Typography>
          )}
          {participation.kind === "caster" && (
            <Typography variant="caption" sx={{ color: "secondary.light", fontWeight: 600 }}>
              Caster
            </Typography>
          )}
          {isLobbyCaptain(scrim, userId) && (
            <Tooltip title="Lobby captain">
              <StarRoundedIcon
                aria-label="Lobby captain"
                sx={{ fontSize: 16, color: "warning.main" }}
              />
            </Tooltip>
          )}
          {scrim.isPrivate && (
            <Tooltip title="Private">
              <LockRoundedIcon aria-label="Private" sx={{ fontSize: 14 }} />
            </Tooltip>
          )}
        </Box>
      </Box>
      <ResultChip scrim={scrim} userId={userId} />
    </Box>
  );
}
