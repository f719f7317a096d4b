import Box from "@mui/material/Box";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

function BrandMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: 32, height: 32, flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="14" fill="#121a26" />
      <path d="M20 18h24l-6 8H26v4h14l-6 8H20z" fill="#2196F3" />
      <path d="M20 42h18l-4 6H20z" fill="#90CAF9" />
    </Box>
  );
}

/** Logo and name, linking home. */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1.25,
        color: "text.primary",
        textDecoration: "none",
        fontWeight: 700,
        fontSize: "1.25rem",
        letterSpacing: "0.02em",
        borderRadius: 1,
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 4 },
      }}
    >
      <BrandMark />
      Scrims
    </Box>
  );
}
