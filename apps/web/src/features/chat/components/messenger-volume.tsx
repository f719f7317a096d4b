import VolumeOffRoundedIcon from "@mui/icons-material/VolumeOffRounded";
import VolumeUpRoundedIcon from "@mui/icons-material/VolumeUpRounded";
import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import { useState } from "react";
import {
  getMessengerVolume,
  playMessengerSound,
  setMessengerVolume,
} from "@/lib/browser-notifications";

/** The messenger sound's volume, kept on this device (default 25). */
export function MessengerVolume() {
  const [volume, setVolume] = useState(getMessengerVolume);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 0.5 }}>
      {volume === 0 ? (
        <VolumeOffRoundedIcon fontSize="small" color="disabled" />
      ) : (
        <VolumeUpRoundedIcon fontSize="small" color="action" />
      )}
      <Slider
        size="small"
        aria-label="Notification volume"
        value={volume}
        min={0}
        max={100}
        valueLabelDisplay="auto"
        onChange={(_event, value) => setVolume(value as number)}
        onChangeCommitted={(_event, value) => {
          setMessengerVolume(value as number);
          playMessengerSound(value as number);
        }}
      />
    </Box>
  );
}
