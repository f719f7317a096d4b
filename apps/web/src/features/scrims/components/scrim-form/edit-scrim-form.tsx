import EditNoteRoundedIcon from "@mui/icons-material/EditNoteRounded";
import SaveRoundedIcon from "@mui/icons-material/SaveRounded";
import TextField from "@mui/material/TextField";
import type { ScrimDto, UpdateScrimInput } from "@scrims/shared/scrims/scrims.schema";
import { LOBBY_PASSWORD_MAX, updateScrimInputSchema } from "@scrims/shared/scrims/scrims.schema";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useZodForm } from "@/lib/use-zod-form";
import { scrimQueryOptions } from "../../api/get-scrim";
import { useUpdateScrim } from "../../api/update-scrim";
import { useSavedScrimNotice } from "../../hooks/use-saved-scrim-notice";
import { editLobbyHostOptions } from "../../utils/lobby-host-options";
import { editFormFromScrim, toUpdateScrimInput } from "../../utils/scrim-form";
import { scrimFormMessages } from "../../utils/scrim-form-messages";
import { DeleteScrimButton } from "./delete-scrim-button";
import { ScrimFormShell } from "./scrim-form-shell";
import { ScrimResultSection } from "./scrim-result-section";

export const LOBBY_PASSWORD_HIDDEN_HINT =
  "Shown once the game has started with both teams full: enter a new password to save";

function EditScrimFormBody({ scrim }: { scrim: ScrimDto }) {
  const form = useZodForm({
    schema: updateScrimInputSchema,
    defaultValues: editFormFromScrim(scrim),
    toInput: (values) => toUpdateScrimInput(values, scrim),
  });
  const { values, change } = form;
  const [pendingInput, setPendingInput] = useState<UpdateScrimInput | null>(null);
  const updateScrim = useUpdateScrim();
  const { showAlert } = useAlerts();
  const announceSaved = useSavedScrimNotice();
  const navigate = useNavigate();
  const passwordHidden = scrim.lobbyPassword === undefined;
  const passwordMissing = form.submitted && values.lobbyPassword.trim() === "";
  const saving = updateScrim.isPending;

  const handleSubmit = form.submit(setPendingInput);

  const handleConfirm = async () => {
    if (!pendingInput) {
      return;
    }
    try {
      const saved = await updateScrim.mutateAsync({ scrimId: scrim._id, input: pendingInput });
      announceSaved(saved);
      void navigate(paths.scrim(saved._id));
    } catch (error) {
      setPendingInput(null);
      showAlert({
        type: "error",
        message: serverErrorMessage(error, scrimFormMessages.updateFailed),
      });
    }
  };

  return (
    <ScrimFormShell
      form={form}
      onSubmit={(event) => void handleSubmit(event)}
      title="Edit Scrim"
      subtitle={scrim.title}
      icon={<EditNoteRoundedIcon />}
      saving={saving}
      busyText={scrimFormMessages.updating}
      submitLabel="Save changes"
      submitIcon={<SaveRoundedIcon />}
      cancelTo={paths.scrim(scrim._id)}
      extraActions={<DeleteScrimButton scrimId={scrim._id} title={scrim.title} disabled={saving} />}
      hostOptions={editLobbyHostOptions(scrim)}
      defaultTitle={scrimMessages.defaultTitle(scrim.createdBy.name)}
      titleRequired
      lobbyExtra={
        <TextField
          label="Lobby password"
          value={values.lobbyPassword}
          onChange={(event) => change({ lobbyPassword: event.target.value })}
          required
          disabled={saving}
          autoComplete="off"
          error={passwordMissing}
          helperText={
            passwordMissing
              ? "Lobby password is required"
              : passwordHidden
                ? LOBBY_PASSWORD_HIDDEN_HINT
                : "Players use it to join the lobby"
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { maxLength: LOBBY_PASSWORD_MAX, spellCheck: false },
          }}
        />
      }
    >
      <ScrimResultSection
        value={values.teamWon}
        onChange={(teamWon) => change({ teamWon })}
        disabled={saving}
      />
      <ConfirmDialog
        open={pendingInput !== null}
        title="Update this scrim?"
        description="Players in the lobby see the changes at once."
        confirmLabel="Update scrim"
        loading={saving}
        onConfirm={() => void handleConfirm()}
        onClose={() => setPendingInput(null)}
      />
    </ScrimFormShell>
  );
}

/**
 * `/scrims/{id}/edit` (admins): loads the stored scrim fresh; a scrim that cannot be loaded sends
 * the admin home with an error.
 */
export function EditScrimForm({ scrimId }: { scrimId: string }) {
  const scrim = useQuery({
    ...scrimQueryOptions(scrimId),
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const failed = scrim.isError;
  useDocumentTitle(scrim.data ? `Edit ${scrim.data.title}` : "Edit Scrim");

  useEffect(() => {
    if (failed) {
      showAlert({ type: "error", message: scrimFormMessages.loadFailed });
      void navigate(paths.home, { replace: true });
    }
  }, [failed, navigate, showAlert]);

  // A cached copy is not enough: the form must start from the stored scrim.
  if (!scrim.data || !scrim.isFetchedAfterMount) {
    return <LoadingScreen text="Loading scrim" />;
  }
  return <EditScrimFormBody key={scrim.data._id} scrim={scrim.data} />;
}
