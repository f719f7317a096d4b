import type { ScrimGroups } from "../../utils/group-scrims";

const TILES = [
  { key: "current", label: "Playing Now" },
  { key: "upcoming", label: "Upcoming" },
  { key: "previous", label: "Completed" },
] as const;

/**
 * How many scrims of the day are playing now, still to come and done (colours in hub.css); without
 * `groups`, the tiles wait for the list, their counts a placeholder.
 */
export function HubCountTiles({ groups }: { groups?: ScrimGroups }) {
  return (
    <ul className="hub-counts" aria-label="Scrim counts">
      {TILES.map(({ key, label }) => (
        <li
          key={key}
          className={`hub-counts__tile hub-counts__tile--${key}`}
          aria-label={groups ? `${label}: ${groups[key].length}` : label}
        >
          {/* A figure and its caption (spans): neither is a paragraph, nor the big one a heading. */}
          <span className="hub-counts__count">
            {groups ? groups[key].length : <span className="skeleton skeleton--text" />}
          </span>
          <span className="hub-counts__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}
