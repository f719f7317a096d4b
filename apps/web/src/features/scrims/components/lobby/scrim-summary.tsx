import { TEAM_LABELS, TEAM_SIZE, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { teamOf } from "../../utils/scrim-state";
import { TEAM_COLORS } from "../../utils/team-style";
import { ScrimBanner } from "./scrim-banner";

/**
 * The collapsed card: the banner and how full each team is. On phones the banner has its own line
 * and the Blue and Red bars share the next one in two equal columns; wider, all three sit in a row
 * (scrim-card.css).
 */
export function ScrimSummary({ scrim }: { scrim: ScrimDto }) {
  return (
    <div className="scrim-summary">
      <div className="scrim-summary__banner">
        <ScrimBanner scrim={scrim} size="small" />
      </div>
      {TEAMS.map((team) => {
        const count = teamOf(scrim, team).length;
        const value = Math.round((count / TEAM_SIZE) * 100);
        return (
          <div key={team} className="scrim-summary__team">
            <div className="scrim-summary__counts">
              <span
                className="text-caption scrim-summary__team-name"
                style={{ color: TEAM_COLORS[team] }}
              >
                {TEAM_LABELS[team]}
              </span>
              <span className="text-caption text-secondary">
                {count}/{TEAM_SIZE}
              </span>
            </div>
            <div
              role="progressbar"
              aria-valuenow={value}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={`${TEAM_LABELS[team]}: ${count} of ${TEAM_SIZE} players`}
              className="scrim-summary__bar"
            >
              <div
                className="scrim-summary__fill"
                style={{
                  backgroundColor: TEAM_COLORS[team],
                  transform: `translateX(${value - 100}%)`,
                }}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
