import type { CSSProperties } from "react";

type PreviewSlot = {
  role: string;
  /** A made-up summoner, or null for a free role. */
  player: string | null;
};

type PreviewTeam = {
  side: string;
  team: string;
  /** The side's colour as `r, g, b` (the slots tint it). */
  rgb: string;
  slots: readonly PreviewSlot[];
};

const teams: readonly PreviewTeam[] = [
  {
    side: "Blue Side",
    team: "Team One",
    rgb: "33, 150, 243",
    slots: [
      { role: "Top", player: "Ironwall" },
      { role: "Jungle", player: "Pathfinder" },
      { role: "Mid", player: "Wavebreak" },
      { role: "ADC", player: "Lasthit" },
      { role: "Support", player: "Wardhop" },
    ],
  },
  {
    side: "Red Side",
    team: "Team Two",
    rgb: "244, 67, 54",
    slots: [
      { role: "Top", player: "Splitpush" },
      { role: "Jungle", player: null },
      { role: "Mid", player: "Roamer" },
      { role: "ADC", player: null },
      { role: "Support", player: "Engage" },
    ],
  },
];

function TeamColumn({ team }: { team: PreviewTeam }) {
  return (
    <div className="scrim-preview__team" style={{ "--team-rgb": team.rgb } as CSSProperties}>
      <span className="scrim-preview__side">{team.side}</span>
      <span className="scrim-preview__team-name">{team.team}</span>
      <div className="scrim-preview__slots">
        {team.slots.map((slot) => (
          <div
            key={slot.role}
            className={`scrim-preview__slot${slot.player ? "" : " scrim-preview__slot--free"}`}
          >
            <span className="scrim-preview__role">{slot.role}</span>
            <span className="scrim-preview__player">{slot.player ?? "Join"}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** A static picture of a scrim lobby; it is decoration, so assistive tech gets one label. */
export function ScrimPreview() {
  return (
    <div
      className="scrim-preview"
      role="img"
      aria-label="Example scrim: Blue Side against Red Side with two roles still free, game starting in 04:59"
    >
      <div className="scrim-preview__head">
        <p className="scrim-preview__title">Friday Night Customs</p>
        <span className="scrim-preview__region">EUW</span>
      </div>
      <div className="scrim-preview__timer">
        <span className="scrim-preview__timer-label">Game starting in</span>
        <p className="scrim-preview__countdown">04:59</p>
      </div>
      <div className="scrim-preview__teams">
        {teams.map((team) => (
          <TeamColumn key={team.side} team={team} />
        ))}
      </div>
    </div>
  );
}
