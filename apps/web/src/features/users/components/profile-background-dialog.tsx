import CheckCircleRoundedIcon from "@mui/icons-material/CheckCircleRounded";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { PROFILE_BACKGROUNDS, PROFILE_BLUR_LEVELS } from "@scrims/shared/users/users.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { useUpdateProfileBackground } from "../api/update-profile-background";
import {
  PROFILE_BACKGROUND_CSS,
  toProfileBackground,
  toProfileBlur,
} from "../utils/profile-backgrounds";
import type { ProfileBackground, ProfileBlur } from "../utils/profile-backgrounds";
import { ProfileBackdrop } from "./profile-backdrop";

export const BACKGROUND_UPDATED_MESSAGE = "Profile background updated!";
export const BACKGROUND_FAILED_MESSAGE = "Error updating background";

type ProfileBackgroundDialogProps = {
  open: boolean;
  user: UserDto;
  onClose: () => void;
};

/** Owner only: pick one of the six backgrounds and a blur level, with a live preview. */
export function ProfileBackgroundDialog({ open, user, onClose }: ProfileBackgroundDialogProps) {
  const [background, setBackground] = useState<ProfileBackground>(
    toProfileBackground(user.profileBackgroundImg),
  );
  const [blur, setBlur] = useState<ProfileBlur>(toProfileBlur(user.profileBackgroundBlur));
  const update = useUpdateProfileBackground();
  const { showAlert } = useAlerts();

  const handleSave = async () => {
    try {
      await update.mutateAsync({
        userId: user._id,
        profileBackgroundImg: background,
        profileBackgroundBlur: blur,
      });
    } catch {
      showAlert({ type: "error", message: BACKGROUND_FAILED_MESSAGE });
      return;
    }
    showAlert({ type: "success", message: BACKGROUND_UPDATED_MESSAGE });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Profile background"
      onClose={onClose}
      onSubmit={() => void handleSave()}
      submitLabel="Save background"
      busy={update.isPending}
      contentSx={{ display: "grid", gap: 2.5, px: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          position: "relative",
          height: { xs: 96, sm: 120 },
          borderRadius: 2,
          overflow: "hidden",
          border: 1,
          borderColor: "divider",
        }}
      >
        <ProfileBackdrop background={background} blur={Number(blur)} variant="contained" />
        <Typography
          sx={{
            position: "absolute",
            left: 12,
            bottom: 8,
            fontWeight: 600,
            textShadow: "0 1px 4px rgba(0, 0, 0, 0.8)",
          }}
        >
          Preview · {background}
        </Typography>
      </Box>

      <Box>
        <Typography id="background-choice" sx={{ fontWeight: 600, mb: 1 }}>
          Background
        </Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="background-choice"
          value={background}
          onChange={(_event, value: ProfileBackground | null) => value && setBackground(value)}
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" },
            gap: 1,
            "& .MuiToggleButtonGroup-grouped": {
              m: 0,
              border: "2px solid transparent !important",
              borderRadius: "10px !important",
            },
          }}
        >
          {PROFILE_BACKGROUNDS.map((option) => (
            <ToggleButton
              key={option}
              value={option}
              sx={{
                p: 0,
                flexDirection: "column",
                alignItems: "stretch",
                overflow: "hidden",
                textTransform: "none",
                "&.Mui-selected": { borderColor: "primary.main !important" },
              }}
            >
              <Box
                sx={{
                  height: 56,
                  background: PROFILE_BACKGROUND_CSS[option],
                  position: "relative",
                }}
              >
                {option === background && (
                  <CheckCircleRoundedIcon
                    fontSize="small"
                    sx={{ position: "absolute", top: 6, right: 6, color: "primary.light" }}
                  />
                )}
              </Box>
              <Typography
                component="span"
                variant="caption"
                sx={{ py: 0.75, px: 0.5, fontWeight: 600, color: "text.primary" }}
              >
                {option}
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      <Box>
        <Typography id="background-blur" sx={{ fontWeight: 600, mb: 1 }}>
          Blur
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          aria-labelledby="background-blur"
          value={blur}
          onChange={(_event, value: ProfileBlur | null) => value && setBlur(value)}
        >
          {PROFILE_BLUR_LEVELS.map((level) => (
            <ToggleButton
              key={level.value}
              value={level.value}
              aria-label={`${level.label} (${level.value}px)`}
              sx={{ flexDirection: "column", lineHeight: 1.2, px: 0.5, textTransform: "none" }}
            >
              <span>{level.label}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {level.value}px
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </FormDialog>
  );
}
