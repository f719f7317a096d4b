import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";

type OnlineDotProps = {
  /** Undefined while not known yet: drawn grey, named "Offline" until the server says. */
  online: boolean | undefined;
  size?: number;
};

/** The online/offline dot beside a player's name. */
export function OnlineDot({ online, size = 10 }: OnlineDotProps) {
  const label = online ? "Online" : "Offline";
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-online={online ? "true" : "false"}
        sx={{
          display: "inline-block",
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: "50%",
          bgcolor: online ? "success.main" : "grey.600",
          boxShadow: online ? "0 0 0 3px rgba(102, 187, 106, 0.25)" : "none",
        }}
      />
    </Tooltip>
  );
}
