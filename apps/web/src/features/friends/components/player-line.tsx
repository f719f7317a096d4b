import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { RankSource } from "@/components/rank/rank-source";
import { PlayerIcon } from "@/components/summoner/player-icon";
import { usePlateRank } from "@/components/summoner/use-plate-rank";
import { paths } from "@/config/paths";
import type { UserDto } from "@scrims/shared/users/users.schema";

type PlayerLineProps = {
  player: UserDto;
  /** Beside the name (the online dot). */
  badge?: ReactNode;
  actions?: ReactNode;
  /** Following the profile link closes the dialog. */
  onNavigate: () => void;
};

/**
 * One player in a social list: summoner icon, name linking to the profile, rank (and where it
 * comes from) and region, actions.
 */
export function PlayerLine({ player, badge, actions, onNavigate }: PlayerLineProps) {
  const plate = usePlateRank(player);
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        py: 1.25,
        px: 0.5,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <PlayerIcon player={player} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
          <Link
            component={RouterLink}
            to={paths.user(player.name, player.region, player.summonerTagline)}
            onClick={onNavigate}
            color="inherit"
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
          >
            {player.name}
          </Link>
          {badge}
        </Box>
        {/* Wraps on a narrow line rather than cut: the rank's source must stay in sight. */}
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            {plate.rank}
          </Box>
          <RankSource fromRiot={plate.fromRiot} />{" "}
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            · {player.region}
          </Box>
        </Typography>
      </Box>
      {actions && <Box sx={{ display: "flex", gap: 1, flexShrink: 0 }}>{actions}</Box>}
    </Box>
  );
}
