import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Thin indeterminate bar along the top edge while the next page loads. */
export function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: "absolute", top: 0, left: 0, right: 0, height: 2, overflow: "hidden" }}
    >
      <Box
        sx={{
          width: "40%",
          height: "100%",
          bgcolor: "primary.main",
          animation: `${slide} 1.1s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}
