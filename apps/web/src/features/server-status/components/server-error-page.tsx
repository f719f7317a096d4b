import cloudOffPaths from "@mui/icons-material/CloudOffRounded?paths";
import { useState } from "react";
import { Icon } from "@/components/icon";
import "@/components/status-page.css";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { SERVER_ERROR_POLL_MS, useServerStatus } from "../api/get-server-status";

/**
 * The 503 page. The status watcher leaves it for / as soon as the server answers again. Plain
 * HTML and CSS (status-page.css): it shows when the server, and so any chunk not yet loaded (MUI's
 * included), is out of reach.
 */
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
    <div className="container status-page">
      <div className="status-page__body">
        <div className="status-page__badge" style={{ width: 88, height: 88 }}>
          <Icon paths={cloudOffPaths} className="status-page__icon status-page__icon--large" />
        </div>
        <h1 className="status-page__code">ERROR 503</h1>
        <p className="status-page__text">
          Uh oh, there was a problem connecting to the server. Please try again later.
        </p>
        <button
          type="button"
          className="button button--contained button--large status-page__retry"
          onClick={() => void handleRetry()}
          disabled={isRetrying}
        >
          {isRetrying && (
            <span className="status-page__spinner" role="progressbar" aria-label="Retrying" />
          )}
          {isRetrying ? "Retrying" : "Retry"}
        </button>
        <p className="status-page__note">
          We check again every {SERVER_ERROR_POLL_MS / 1000} seconds and take you back once it is
          up.
        </p>
      </div>
    </div>
  );
}
