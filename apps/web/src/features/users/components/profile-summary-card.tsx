import AdminPanelSettingsRoundedIcon from "@mui/icons-material/AdminPanelSettingsRounded";
import VolunteerActivismRoundedIcon from "@mui/icons-material/VolunteerActivismRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { UserDto } from "@scrims/shared/users/users.schema";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { RankBadge } from "@/components/rank/rank-badge";
import { RankSource } from "@/components/rank/rank-source";
import { rankColor } from "@/components/rank/rank-colors";
import { SummonerIcon } from "@/components/summoner/summoner-icon";
import { usePlateRank } from "@/components/summoner/use-plate-rank";
import type { ProfileStats } from "../utils/profile-stats";
import { ProfileLevelBar } from "./profile-level-bar";
import { ProfileReliability } from "./profile-reliability";

/** The profile's date format (MM/DD/YY). */
const JOINED_DATE_FORMAT = "MM/DD/YY";

/** A value, or a placeholder while it loads ('—' when it could not be loaded). */
function StatTile({ label, value, pending }: { label: string; value?: string; pending: boolean }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        textAlign: "center",
        bgcolor: "rgba(255, 255, 255, 0.04)",
        border: 1,
        borderColor: "divider",
      }}
    >
      {/* A figure and its caption (spans): neither is a paragraph, nor the big one a heading. */}
      <Typography
        component="span"
        sx={{ display: "block", fontSize: "1.35rem", fontWeight: 700, lineHeight: 1.2 }}
      >
        {pending ? <Skeleton width="60%" sx={{ mx: "auto" }} /> : (value ?? "—")}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: "block" }}
      >
        {label}
      </Typography>
    </Box>
  );
}

type ProfileSummaryCardProps = {
  user: UserDto;
  /** From the player's record; undefined while it loads or when it failed. */
  stats: ProfileStats | undefined;
  statsPending: boolean;
  /** Buttons for the owner (background) or an admin (edit player). */
  actions?: ReactNode;
  /** Beside the name: the online dot. */
  nameBadge?: ReactNode;
  /** The friends count with its View link. */
  friends?: ReactNode;
  /** The viewer is an admin (may clear a no-show block). */
  viewerIsAdmin?: boolean;
};

/** Who the player is and how they are doing: identity, badges, level, stats and details. */
export function ProfileSummaryCard({
  user,
  stats,
  statsPending,
  actions,
  nameBadge,
  friends,
  viewerIsAdmin = false,
}: ProfileSummaryCardProps) {
  const plate = usePlateRank(user);
  const details: Array<{ label: string; value: ReactNode }> = [
    { label: "Discord", value: user.discord },
    { label: "Region", value: user.region },
    ...(friends ? [{ label: "Friends", value: friends }] : []),
    { label: "Joined", value: dayjs(user.createdAt).format(JOINED_DATE_FORMAT) },
  ];

  return (
    <Paper
      component="section"
      aria-labelledby="profile-name"
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        bgcolor: "rgba(21, 27, 36, 0.78)",
        backdropFilter: "blur(12px)",
        borderColor: "rgba(255, 255, 255, 0.12)",
      }}
    >
      <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <SummonerIcon player={user} size={72} borderColor={rankColor(plate.rank)} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="profile-name"
            variant="h5"
            component="h1"
            sx={{ fontWeight: 700, overflowWrap: "anywhere", lineHeight: 1.25 }}
          >
            {user.name}
            <Box component="span" sx={{ color: "text.secondary", fontWeight: 500, ml: 0.75 }}>
              #{user.summonerTagline}
            </Box>
            {nameBadge && (
              <Box component="span" sx={{ ml: 1, verticalAlign: "middle", display: "inline-flex" }}>
                {nameBadge}
              </Box>
            )}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.75, mt: 1 }}>
            <Box component="span" sx={{ display: "inline-flex", alignItems: "center" }}>
              <RankBadge rank={plate.rank} />
              <RankSource fromRiot={plate.fromRiot} />
            </Box>
            {user.isAdmin && (
              <Chip
                size="small"
                color="primary"
                icon={<AdminPanelSettingsRoundedIcon />}
                label="Admin"
              />
            )}
            {user.isDonator && (
              <Chip
                size="small"
                color="secondary"
                icon={<VolunteerActivismRoundedIcon />}
                label="Donator"
              />
            )}
          </Box>
        </Box>
      </Box>

      {actions && <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2.5 }}>{actions}</Box>}

      <Box sx={{ mt: 3 }}>
        <ProfileLevelBar stats={stats} pending={statsPending} />
      </Box>

      <Box
        sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1, mt: 2.5 }}
      >
        <StatTile
          label="Games played"
          value={stats && String(stats.userGamesPlayedCount)}
          pending={statsPending}
        />
        <StatTile
          label="Win rate"
          value={stats && `${stats.userWinrate}%`}
          pending={statsPending}
        />
        <StatTile
          label="Games casted"
          value={stats && String(stats.userGamesCastedCount)}
          pending={statsPending}
        />
      </Box>

      {user.reliability && (
        <Box sx={{ mt: 2.5 }}>
          <ProfileReliability user={user} isAdmin={viewerIsAdmin} />
        </Box>
      )}

      <Divider sx={{ my: 2.5 }} />

      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: "auto minmax(0, 1fr)",
          columnGap: 3,
          rowGap: 1.25,
        }}
      >
        {details.map((detail) => (
          <Box key={detail.label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {detail.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, overflowWrap: "anywhere" }}
            >
              {detail.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
