import { ROLES, TEAM_LABELS, TEAM_SIZE } from "@scrims/shared/scrims/scrims.constants";
import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId } from "react";
import { playerAt, teamOf } from "../../utils/scrim-state";
import { SeatRow } from "./seat-row";
import "./lobby.css";

const TEAM_SUBTITLES: Record<TeamName, string> = { teamOne: "Team One", teamTwo: "Team Two" };

type TeamRosterProps = {
  scrim: ScrimDto;
  team: TeamName;
  /** In a hub list: names are cut at 12 characters. */
  inList?: boolean;
};

/** One team's five roles, Top to Support. */
export function TeamRoster({ scrim, team, inList = false }: TeamRosterProps) {
  const headingId = useId();
  const count = teamOf(scrim, team).length;
  const result = scrim.teamWon ? (scrim.teamWon === team ? "Victory" : "Defeat") : null;
  // One level under the card's title: h3 in the hub's lists, h1 on the scrim page.
  const Heading = inList ? "h4" : "h2";

  return (
    <section aria-labelledby={headingId} className={`team-roster team-roster--${team}`}>
      <div className="team-roster__header">
        <div aria-hidden="true" className="team-roster__dot" />
        <Heading id={headingId} className="team-roster__name">
          {TEAM_LABELS[team]}
        </Heading>
        <span className="text-caption text-secondary">{TEAM_SUBTITLES[team]}</span>
        <div className="team-roster__spacer" />
        {result ? (
          <div className={`team-roster__result team-roster__result--${result.toLowerCase()}`}>
            <span className="team-roster__result-label">{result}</span>
          </div>
        ) : (
          <p className="text-body2 text-secondary team-roster__count">
            {count}/{TEAM_SIZE}
          </p>
        )}
      </div>
      <ul className="team-roster__seats">
        {ROLES.map((role) => (
          <SeatRow
            key={role}
            scrim={scrim}
            seat={{ team, role }}
            player={playerAt(scrim, { team, role })}
            inList={inList}
          />
        ))}
      </ul>
    </section>
  );
}
