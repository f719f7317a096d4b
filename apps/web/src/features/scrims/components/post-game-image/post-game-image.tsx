import ImageRoundedIcon from "@mui/icons-material/ImageRounded";
import OpenInNewRoundedIcon from "@mui/icons-material/OpenInNewRounded";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { postGameImageMessages } from "@scrims/shared/scrims/post-game-image.constants";
import { useViewer } from "@/lib/session";
import { DeleteImageButton } from "./delete-image-button";
import { UploadImageButton } from "./upload-image-button";

type PostGameImageProps = {
  scrim: ScrimDto;
  /** The start time has passed: a post-game image is offered from then on. */
  started: boolean;
};

/**
 * The post-game screenshot. Everyone sees it once uploaded ('Post-game image uploaded!' with a
 * View Image link); before that the lobby captain or an admin may upload one after the start;
 * only admins replace or delete it (the server enforces the same).
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
      <Box component="section" aria-label="Post-game image" sx={{ display: "grid", gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          Share the end-of-game screen with everyone in this lobby.
        </Typography>
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <UploadImageButton scrimId={scrim._id} label="Upload post-game image" replacing={false} />
        </Box>
      </Box>
    );
  }

  return (
    <Box component="section" aria-label="Post-game image" sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 0.75 }}>
        <ImageRoundedIcon fontSize="small" sx={{ color: "success.light" }} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {postGameImageMessages.uploaded}
        </Typography>
      </Box>
      <Link href={location} target="_blank" rel="noopener noreferrer" sx={{ display: "block" }}>
        <Box
          component="img"
          src={location}
          alt={`Post-game image of ${scrim.title}`}
          sx={{
            display: "block",
            width: "100%",
            maxHeight: 180,
            objectFit: "cover",
            borderRadius: 1.5,
            border: 1,
            borderColor: "divider",
          }}
        />
      </Link>
      <Box sx={{ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: 1 }}>
        <Link
          href={location}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}
        >
          View Image
          <OpenInNewRoundedIcon sx={{ fontSize: 16 }} />
        </Link>
      </Box>
      {viewer.isAdmin && (
        <Box sx={{ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: 1 }}>
          <UploadImageButton scrimId={scrim._id} label="Re-upload" replacing />
          <DeleteImageButton scrimId={scrim._id} />
        </Box>
      )}
    </Box>
  );
}
