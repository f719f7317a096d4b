import errorPaths from "@mui/icons-material/ErrorOutlineRounded?paths";
import { useRouteError } from "react-router";
import { Icon } from "../icon";
import "../status-page.css";

// After a deploy an open tab may ask for a code chunk that no longer exists.
function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Shown when a page throws or its code fails to load. Plain HTML and CSS (status-page.css): it
 * must draw when no further chunk (MUI's included) can be fetched.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isOutdated = isChunkLoadError(error);

  return (
    <div className="container status-page">
      <div className="status-page__body" role="alert">
        <div className="status-page__badge" style={{ width: 80, height: 80 }}>
          <Icon paths={errorPaths} className="status-page__icon" />
        </div>
        <h1 className="status-page__title">
          {isOutdated ? "A new version of Scrims is available" : "Something went wrong"}
        </h1>
        <p className="status-page__text">
          {isOutdated
            ? "Reload the page to get the latest version."
            : "This page hit an unexpected error. Reloading usually helps."}
        </p>
        <button
          type="button"
          className="button button--contained button--large"
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
      </div>
    </div>
  );
}
