import CloudOffRoundedIcon from "@mui/icons-material/CloudOffRounded";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { CenteredPage } from "@/components/centered-page";
import { IconBadge } from "@/components/icon-badge";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { SERVER_ERROR_POLL_MS, useServerStatus } from "../api/get-server-status";

/** The 503 page. The status watcher leaves it for / as soon as the server answers again. */
export function ServerErrorPage() {
  useDocumentTitle("Server unavailable");
  const { refetch } = useServerStatus();
  // Tracks only the button's own retry, so background polling does not make it flicker.
  const [isRetrying, setIsRetrying] = useState(false);

  const handleRetry = async () => {
    setIsRetrying(true);
    await refetch();
    setIsRetrying(false);
  };

  return (
    <CenteredPage>
      <IconBadge tone="error" size={88}>
        <CloudOffRoundedIcon sx={{ fontSize: 44 }} />
      </IconBadge>
      <Typography
        component="h1"
        sx={{
          fontWeight: 700,
          fontSize: { xs: "2.5rem", sm: "3.5rem" },
          letterSpacing: "0.04em",
          mb: 2,
        }}
      >
        ERROR 503
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: { xs: "1rem", sm: "1.125rem" }, mb: 4 }}>
        Uh oh, there was a problem connecting to the server. Please try again later.
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => void handleRetry()}
        disabled={isRetrying}
        startIcon={isRetrying ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ minWidth: 160 }}
      >
        {isRetrying ? "Retrying" : "Retry"}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        We check again every {SERVER_ERROR_POLL_MS / 1000} seconds and take you back once it is up.
      </Typography>
    </CenteredPage>
  );
}
