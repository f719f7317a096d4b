import { rankColor } from "@/components/rank/rank-colors";
import { SummonerIcon } from "./summoner-icon";
import { usePlateRank, type RankedPlayer } from "./use-plate-rank";

/**
 * A player's summoner icon beside his name (social lists, the chat list, the header), ringed in
 * his rank's colour; his initial while it loads or when it does not.
 */
export function PlayerIcon({ player, size = 40 }: { player: RankedPlayer; size?: number }) {
  const plate = usePlateRank(player);
  return (
    <SummonerIcon
      player={player}
      size={size}
      borderColor={rankColor(plate.rank)}
      decorative
      withLevel={false}
    />
  );
}
