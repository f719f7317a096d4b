import Avatar from "@mui/material/Avatar";
import { rankColor } from "@/components/rank/rank-colors";

type PlayerAvatarProps = { name: string; rank?: string; size?: number };

/** A player's initial in a circle ringed by their rank's colour. */
export function PlayerAvatar({ name, rank, size = 40 }: PlayerAvatarProps) {
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 700,
        bgcolor: "primary.dark",
        border: "2px solid",
        borderColor: rank ? rankColor(rank) : "divider",
      }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
