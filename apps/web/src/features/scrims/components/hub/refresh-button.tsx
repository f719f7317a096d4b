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
      <span className="button__icon button__icon--start">
        <Icon
          paths={refreshPaths}
          className={isRefreshing ? "hub__refresh-icon--spinning" : undefined}
        />
      </span>
      {locked ? `Refresh (${secondsLeft})` : "Refresh"}
    </button>
  );
}
