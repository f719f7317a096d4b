import refreshPaths from "@mui/icons-material/RefreshRounded?paths";
import { Icon } from "@/components/icon";
import { useRefreshLock } from "../../hooks/use-refresh-lock";

type RefreshButtonProps = { onRefresh: () => void; isRefreshing: boolean };

/** Reloads the list, then rests 5 or 10 seconds (alternating) before it can be used again. */
export function RefreshButton({ onRefresh, isRefreshing }: RefreshButtonProps) {
  const { locked, secondsLeft, lock } = useRefreshLock();

  const handleClick = () => {
    lock();
    onRefresh();
  };

  return (
    <button
      type="button"
      className="button button--outlined hub__refresh"
      onClick={handleClick}
      disabled={locked}
      aria-label={locked ? `Refresh (available in ${secondsLeft} seconds)` : "Refresh"}
    >
      <Icon
        paths={refreshPaths}
        className={
          isRefreshing ? "button__start-icon hub__refresh-icon--spinning" : "button__start-icon"
        }
      />
      {locked ? `Refresh (${secondsLeft})` : "Refresh"}
    </button>
  );
}
