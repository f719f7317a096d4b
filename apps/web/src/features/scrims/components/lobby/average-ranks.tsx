import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { AverageRankDto } from "@scrims/shared/scrims/scrims.schema";
import { RankEmblem } from "@/components/rank/rank-emblem";
import { rankColor } from "@/components/rank/rank-colors";
import { alpha } from "@/utils/alpha";
import { TEAM_COLORS } from "../../utils/team-style";

const LOBBY_COLOR = "#b0bec5";

/**
 * Each team's and the whole lobby's average rank ("Avg Gold 2"), so a player sees the level of a
 * game before joining. Nothing while nobody seated has a rank.
 */
export function AverageRanks({ averageRank }: { averageRank: AverageRankDto }) {
  if (!averageRank.lobby) {
    return null;
  }
  const items = [
    {
      key: "teamOne",
      name: TEAM_LABELS.teamOne,
      color: TEAM_COLORS.teamOne,
      average: averageRank.teamOne,
    },
    { key: "lobby", name: "Lobby", color: LOBBY_COLOR, average: averageRank.lobby },
    {
      key: "teamTwo",
      name: TEAM_LABELS.teamTwo,
      color: TEAM_COLORS.teamTwo,
      average: averageRank.teamTwo,
    },
  ];
  return (
    <ul aria-label="Average ranks" className="average-ranks">
      {items.map(({ key, name, color, average }) => {
        const label = average?.label ?? "Unranked";
        return (
          <li
            key={key}
            aria-label={`${name} average rank: ${average ? label : "no ranked players"}`}
            className="average-ranks__item"
            style={{ borderColor: alpha(color, 0.4), backgroundColor: alpha(color, 0.08) }}
          >
            <RankEmblem rank={label} size={20} />
            <span aria-hidden="true" className="text-caption average-ranks__name" style={{ color }}>
              {name}
            </span>
            <span
              aria-hidden="true"
              className={
                average
                  ? "text-caption average-ranks__rank"
                  : "text-caption text-secondary average-ranks__rank"
              }
              style={average ? { color: rankColor(label) } : undefined}
            >
              {average ? `Avg ${label}` : "Avg —"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
