import Box from "@mui/material/Box";
import { PROFILE_BACKGROUND_CSS } from "../utils/profile-backgrounds";
import type { ProfileBackground } from "../utils/profile-backgrounds";

type ProfileBackdropProps = {
  background: ProfileBackground;
  /** Blur radius in px. */
  blur: number;
  /** `fixed` fills the window behind the page; `contained` fills its parent (previews). */
  variant?: "fixed" | "contained";
};

/**
 * The chosen background, blurred, under a dark wash that keeps text readable. In `fixed` mode the
 * page content above it needs `position: relative` and a z-index of 1 or more.
 */
export function ProfileBackdrop({ background, blur, variant = "fixed" }: ProfileBackdropProps) {
  return (
    <Box
      aria-hidden="true"
      data-background={background}
      data-blur={blur}
      sx={{
        position: variant === "fixed" ? "fixed" : "absolute",
        inset: 0,
        zIndex: 0,
        overflow: "hidden",
        pointerEvents: "none",
      }}
    >
      <Box
        sx={{
          position: "absolute",
          // Overscan, so the blur does not fade the edges to black.
          inset: -blur * 2,
          background: PROFILE_BACKGROUND_CSS[background],
          filter: `blur(${blur}px)`,
        }}
      />
      <Box
        sx={{
          position: "absolute",
          inset: 0,
          background:
            variant === "fixed"
              ? "linear-gradient(180deg, rgba(13, 17, 23, 0.2) 0%, rgba(13, 17, 23, 0.45) 50%, rgba(13, 17, 23, 0.8) 100%)"
              : "linear-gradient(180deg, rgba(13, 17, 23, 0.1), rgba(13, 17, 23, 0.45))",
        }}
      />
    </Box>
  );
}
