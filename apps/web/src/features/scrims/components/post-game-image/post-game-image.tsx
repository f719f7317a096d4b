import imagePaths from "@mui/icons-material/ImageRounded?paths";
import openInNewPaths from "@mui/icons-material/OpenInNewRounded?paths";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { postGameImageMessages } from "@scrims/shared/scrims/post-game-image.constants";
import { Icon } from "@/components/icon";
import { useViewer } from "@/lib/session";
import { DeleteImageButton } from "./delete-image-button";
import { UploadImageButton } from "./upload-image-button";
import "../lobby/lobby.css";
import "./post-game-image.css";

type PostGameImageProps = {
  scrim: ScrimDto;
  /** The start time has passed: a post-game image is offered from then on. */
  started: boolean;
};

/**
 * The post-game screenshot. Everyone sees it once uploaded ('Post-game image uploaded!' with a
 * View Image link); before that the lobby captain or an admin may upload one after the start;
 * only admins replace or delete it (the server enforces the same). Plain HTML and CSS (issue 12):
 * the confirmations load with MUI when they are about to open.
 */
export function PostGameImage({ scrim, started }: PostGameImageProps) {
  const viewer = useViewer();
  const location = scrim.postGameImage?.location;
  const isCaptain = scrim.lobbyHost?._id === viewer._id;

  if (!location) {
    if (!started || !(isCaptain || viewer.isAdmin)) {
      return null;
    }
    return (
      <section aria-label="Post-game image" className="post-game-image">
        <p className="text-body2 text-secondary lobby-text--center">
          Share the end-of-game screen with everyone in this lobby.
        </p>
        <div className="post-game-image__row">
          <UploadImageButton scrimId={scrim._id} label="Upload post-game image" replacing={false} />
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Post-game image" className="post-game-image">
      <div className="post-game-image__uploaded">
        <Icon paths={imagePaths} className="icon--small" />
        <p className="text-body2 lobby-text--bold">{postGameImageMessages.uploaded}</p>
      </div>
      <a
        href={location}
        target="_blank"
        rel="noopener noreferrer"
        className="link link--underline post-game-image__link"
      >
        <img
          src={location}
          alt={`Post-game scoreboard of ${scrim.title}`}
          className="post-game-image__image"
        />
      </a>
      <div className="post-game-image__row">
        <a
          href={location}
          target="_blank"
          rel="noopener noreferrer"
          className="link link--underline post-game-image__view"
        >
          View Image
          <Icon paths={openInNewPaths} />
        </a>
      </div>
      {viewer.isAdmin && (
        <div className="post-game-image__row">
          <UploadImageButton scrimId={scrim._id} label="Re-upload" replacing />
          <DeleteImageButton scrimId={scrim._id} />
        </div>
      )}
    </section>
  );
}
