import Box from "@mui/material/Box";
import type { ReactNode } from "react";

const TONES = {
  primary: { bgcolor: "rgba(33, 150, 243, 0.15)", color: "primary.light" },
  error: { bgcolor: "rgba(244, 67, 54, 0.12)", color: "error.light" },
} as const;

type IconBadgeProps = {
  children: ReactNode;
  tone?: keyof typeof TONES;
  /** Diameter in pixels. */
  size?: number;
};

/** An icon in a tinted circle, centred above a page heading. */
export function IconBadge({ children, tone = "primary", size = 64 }: IconBadgeProps) {
  return (
    <Box
      sx={{
        mx: "auto",
        mb: 2.5,
        width: size,
        height: size,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        ...TONES[tone],
      }}
    >
      {children}
    </Box>
  );
}
