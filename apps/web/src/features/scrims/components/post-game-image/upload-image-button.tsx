import UploadFileRoundedIcon from "@mui/icons-material/UploadFileRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useRef, useState, type ChangeEvent } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useAddImage } from "../../api/add-image";
import { prepareImage, type PreparedImage } from "./prepare-image";

type UploadImageButtonProps = {
  scrimId: string;
  /** 'Upload' for the first image, 'Re-upload' for an admin replacing it. */
  label: string;
  replacing: boolean;
};

/**
 * Picks a PNG or JPEG, checks and scales it down in the browser, shows it in a confirmation and
 * uploads it once confirmed.
 */
export function UploadImageButton({ scrimId, label, replacing }: UploadImageButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const [preparing, setPreparing] = useState(false);
  const addImage = useAddImage();
  const { showAlert } = useAlerts();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a cancel.
    event.target.value = "";
    if (!file) {
      return;
    }
    setPreparing(true);
    try {
      setPrepared(await prepareImage(file));
    } catch (error) {
      showAlert({ type: "error", message: (error as Error).message });
    } finally {
      setPreparing(false);
    }
  };

  // mutateAsync, not mutate callbacks: the answer's scrim re-renders the lobby and may unmount
  // this button (a captain gets no re-upload), which would drop per-call callbacks.
  const handleConfirm = async () => {
    if (!prepared) {
      return;
    }
    try {
      await addImage.mutateAsync({
        scrimId,
        base64: prepared.dataUrl,
        fileName: prepared.fileName,
      });
      showAlert({ type: "success", message: "image uploaded successfully" });
    } catch {
      // The global mutation alert shows the server's message.
    } finally {
      setPrepared(null);
    }
  };

  return (
    <>
      <Button
        variant={replacing ? "outlined" : "contained"}
        size="small"
        startIcon={<UploadFileRoundedIcon />}
        loading={preparing || addImage.isPending}
        onClick={() => inputRef.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        aria-label="Post-game image file"
        hidden
        onChange={(event) => void handleFile(event)}
      />
      <ConfirmDialog
        open={prepared !== null}
        title={replacing ? "Replace the post-game image?" : "Upload the post-game image?"}
        description={
          prepared && (
            <>
              <Box
                component="img"
                src={prepared.dataUrl}
                alt="Preview of the image to upload"
                sx={{
                  display: "block",
                  width: "100%",
                  maxHeight: 240,
                  objectFit: "contain",
                  borderRadius: 1,
                  mb: 1.5,
                  bgcolor: "rgba(0, 0, 0, 0.3)",
                }}
              />
              {replacing
                ? `${prepared.fileName} will replace the current image for everyone.`
                : `Upload ${prepared.fileName} as this game's post-game image? Only an admin can change it afterwards.`}
            </>
          )
        }
        confirmLabel="Upload"
        loading={addImage.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={() => setPrepared(null)}
      />
    </>
  );
}
