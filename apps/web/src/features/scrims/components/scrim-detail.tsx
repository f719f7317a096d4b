import arrowBackPaths from "@mui/icons-material/ArrowBackRounded?paths";
import type { ReactNode } from "react";
import { useDeferredValue, useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiError } from "@/lib/api-client";
import { useScrim } from "../api/get-scrim";
import { useScrimEvents } from "../hooks/use-scrim-events";
import { useViewer } from "@/lib/session";
import { scrimTitle } from "../utils/scrim-state";
import { ScrimCard } from "./lobby/scrim-card";
import { ScrimCardSkeleton } from "./lobby/scrim-card-skeleton";
import { ScrimLobby } from "./lobby/scrim-lobby";
import "./scrim-detail.css";

const SCRIM_NOT_FOUND_MESSAGE = "Scrim not found!, redirecting to home";
const SCRIM_LOAD_ERROR_MESSAGE = "Error finding scrim, redirecting to home";

/** 404 (or a malformed id, 400): there is no such scrim. Other 4xx: it cannot be shown. */
function redirectMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return null;
  }
  if (error.status === 401) {
    return null;
  }
  return error.status === 404 || error.status === 400
    ? SCRIM_NOT_FOUND_MESSAGE
    : SCRIM_LOAD_ERROR_MESSAGE;
}

type ScrimDetailProps = { scrimId: string };

/** `/scrims/{id}`: one lobby, always expanded and live; an unknown scrim sends the viewer back. */
export function ScrimDetail({ scrimId }: ScrimDetailProps) {
  const viewer = useViewer();
  const scrim = useScrim(scrimId);
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  useScrimEvents(scrimId, viewer);
  useDocumentTitle(scrim.data ? scrimTitle(scrim.data) : "Scrim");
  const redirect = redirectMessage(scrim.error);

  useEffect(() => {
    if (redirect) {
      showAlert({ type: "error", message: redirect });
      void navigate(paths.scrims, { replace: true });
    }
  }, [redirect, navigate, showAlert]);

  // The lobby's first render is the page's largest: as a transition (in slices), while the
  // skeleton stays up; later changes of the scrim show at once.
  const arrived = useDeferredValue(scrim.data) !== undefined;

  let content;
  if (scrim.data && arrived) {
    content = <ScrimCard scrim={scrim.data} Lobby={ScrimLobby} titleComponent="h1" />;
  } else if (scrim.isError && !redirect) {
    content = <LoadErrorAlert what="this scrim" onRetry={() => void scrim.refetch()} />;
  } else {
    content = <ScrimCardSkeleton />;
  }

  return <ScrimDetailFrame>{content}</ScrimDetailFrame>;
}

/** A scrim's page frame: the way back to the hub above the lobby. */
function ScrimDetailFrame({ children }: { children: ReactNode }) {
  // Plain HTML and CSS (issue 12): MUI's Container and small text Button, as they looked.
  return (
    <div className="container scrim-detail">
      <RouterLink
        to={paths.scrims}
        className="button button--text button--small text-secondary scrim-detail__back"
      >
        <span className="button__icon button__icon--start">
          <Icon paths={arrowBackPaths} />
        </span>
        Scrims Hub
      </RouterLink>
      {children}
    </div>
  );
}

/**
 * A scrim's page before the app knows the player (scripts/prerender.mjs draws it into the page's
 * HTML): the frame around the lobby's skeleton, as the page shows while the scrim loads.
 */
export function ScrimDetailSkeleton() {
  return (
    <ScrimDetailFrame>
      <ScrimCardSkeleton />
    </ScrimDetailFrame>
  );
}
