import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useRouteError } from "react-router";
import { CenteredPage } from "../centered-page";
import { IconBadge } from "../icon-badge";

// After a deploy an open tab may ask for a code chunk that no longer exists.
function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown when a page throws or its code fails to load. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isOutdated = isChunkLoadError(error);

  return (
    <CenteredPage>
      <Box role="alert">
        <IconBadge tone="error" size={80}>
          <ErrorOutlineRoundedIcon sx={{ fontSize: 40 }} />
        </IconBadge>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: "1.6rem", sm: "2.125rem" }, mb: 1.5 }}
        >
          {isOutdated ? "A new version of Scrims is available" : "Something went wrong"}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {isOutdated
            ? "Reload the page to get the latest version."
            : "This page hit an unexpected error. Reloading usually helps."}
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Box>
    </CenteredPage>
  );
}
