import medalPaths from "@mui/icons-material/MilitaryTechRounded?paths";
import type { CSSProperties } from "react";
import { Icon } from "@/components/icon";
import { alpha } from "@/utils/alpha";
import { rankColor } from "./rank-colors";
import "./rank-emblem.css";

type RankEmblemProps = {
  /** A rank as stored: 'Gold 2', 'Master', 'Unranked'. */
  rank: string;
  /** Diameter in pixels. */
  size?: number;
};

/**
 * A round medal tinted with the division's colour (drawn here, no image assets). Plain HTML and
 * CSS: the hub's cards show it on their first paint, which carries no MUI.
 */
export function RankEmblem({ rank, size = 40 }: RankEmblemProps) {
  const color = rankColor(rank);
  // The size and the division's tints are known only here: custom properties for rank-emblem.css.
  const style = {
    "--emblem-size": `${size}px`,
    color,
    borderColor: alpha(color, 0.7),
    background: `radial-gradient(circle at 30% 25%, ${alpha(color, 0.45)}, ${alpha(color, 0.08)} 70%)`,
    boxShadow: `0 0 ${Math.round(size / 3)}px ${alpha(color, 0.25)}`,
  } as CSSProperties;
  return (
    <span className="rank-emblem" aria-hidden="true" style={style}>
      <Icon paths={medalPaths} className="rank-emblem__medal" />
    </span>
  );
}
