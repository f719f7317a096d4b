import type { ScrimGroups } from "../../utils/group-scrims";

const TILES = [
  { key: "current", label: "Playing Now" },
  { key: "upcoming", label: "Upcoming" },
  { key: "previous", label: "Completed" },
] as const;

/** How many scrims of the day are playing now, still to come and done (colours in hub.css). */
export function HubCountTiles({ groups }: { groups: ScrimGroups }) {
  return (
    <ul className="hub-counts" aria-label="Scrim counts">
      {TILES.map(({ key, label }) => (
        <li
          key={key}
          className={`hub-counts__tile hub-counts__tile--${key}`}
          aria-label={`${label}: ${groups[key].length}`}
        >
          <p className="hub-counts__count">{groups[key].length}</p>
          <p className="hub-counts__label">{label}</p>
        </li>
      ))}
    </ul>
  );
}
