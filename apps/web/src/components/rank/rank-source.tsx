import "./rank-source.css";

const RANK_SOURCE = {
  solo: { label: "Solo queue", title: "Ranked solo queue rank, from Riot" },
  declared: {
    label: "Declared",
    title: "The rank this player declared (Riot knows no solo-queue rank for them)",
  },
} as const;

/**
 * Says where a shown rank comes from, beside it wherever a player's rank shows: Riot's ranked
 * solo queue, or the player's own word. Plain HTML and CSS (the hub's first paint shows it).
 */
export function RankSource({ fromRiot }: { fromRiot: boolean }) {
  const source = fromRiot ? RANK_SOURCE.solo : RANK_SOURCE.declared;
  return (
    <span className={`rank-source${fromRiot ? " rank-source--solo" : ""}`} title={source.title}>
      {source.label}
    </span>
  );
}
