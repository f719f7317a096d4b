import uploadFilePaths from "@mui/icons-material/UploadFileRounded?paths";
import { Suspense, useId, useRef, useState, type ChangeEvent } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { lazyThemed, preloadOnApproach } from "@/theme/lazy-themed";
import { useAddImage } from "../../api/add-image";
import { ButtonLoader } from "./button-loader";
import { prepareImage, type PreparedImage } from "./prepare-image";
import "./post-game-image.css";

// The confirmation is MUI: it loads with MUI's theme on the way to the click (pointer or focus).
const ConfirmDialog = lazyThemed(() =>
  import("@/components/dialogs/confirm-dialog").then((m) => m.ConfirmDialog),
);

type UploadImageButtonProps = {
  scrimId: string;
  /** 'Upload' for the first image, 'Re-upload' for an admin replacing it. */
  label: string;
  replacing: boolean;
};

/**
 * Picks a PNG or JPEG, checks and scales it down in the browser, shows it in a confirmation and
 * uploads it once confirmed. Plain HTML (the MUI Button it was); the confirmation loads on demand.
 */
export function UploadImageButton({ scrimId, label, replacing }: UploadImageButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Mounted from the first file on, so the dialog can play its closing transition.
  const [dialogUsed, setDialogUsed] = useState(false);
  const buttonId = useId();
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
      const image = await prepareImage(file);
      setDialogUsed(true);
      setPrepared(image);
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

  const loading = preparing || addImage.isPending;

  return (
    <>
      <button
        type="button"
        id={buttonId}
        className={`button ${replacing ? "button--outlined" : "button--contained"} button--small${loading ? " button--loading" : ""}`}
        disabled={loading}
        {...preloadOnApproach(ConfirmDialog)}
        onClick={() => inputRef.current?.click()}
      >
        <span className="button__icon button__icon--start">
          <Icon paths={uploadFilePaths} />
        </span>
        <ButtonLoader loading={loading} labelledBy={buttonId} />
        {label}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        aria-label="Post-game image file"
        hidden
        onChange={(event) => void handleFile(event)}
      />
      <Suspense fallback={null}>
        {dialogUsed && (
          <ConfirmDialog
            open={prepared !== null}
            title={replacing ? "Replace the post-game image?" : "Upload the post-game image?"}
            description={
              prepared && (
                <>
                  <img
                    src={prepared.dataUrl}
                    alt={`Preview of ${prepared.fileName}`}
                    className="post-game-image__preview"
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
        )}
      </Suspense>
    </>
  );
}
