import RefreshRoundedIcon from "@mui/icons-material/RefreshRounded";
import Button from "@mui/material/Button";
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
    <Button
      variant="outlined"
      onClick={handleClick}
      disabled={locked}
      startIcon={
        <RefreshRoundedIcon
          sx={{
            animation: isRefreshing ? "hub-spin 0.9s linear infinite" : "none",
            "@keyframes hub-spin": { to: { transform: "rotate(360deg)" } },
          }}
        />
      }
      aria-label={locked ? `Refresh (available in ${secondsLeft} seconds)` : "Refresh"}
      sx={{ minWidth: 112 }}
    >
      {locked ? `Refresh (${secondsLeft})` : "Refresh"}
    </Button>
  );
}
