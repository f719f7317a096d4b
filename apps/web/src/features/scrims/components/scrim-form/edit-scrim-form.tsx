import EditNoteRoundedIcon from "@mui/icons-material/EditNoteRounded";
import SaveRoundedIcon from "@mui/icons-material/SaveRounded";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { ScrimDto, UpdateScrimInput } from "@scrims/shared/scrims/scrims.schema";
import {
  LOBBY_PASSWORD_MAX,
  scrimMessages,
  updateScrimInputSchema,
} from "@scrims/shared/scrims/scrims.schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { validateForm } from "@/lib/form-validation";
import { serverErrorMessage } from "@/lib/server-error-message";
import { scrimQueryOptions } from "../../api/get-scrim";
import { useUpdateScrim } from "../../api/update-scrim";
import { useSavedScrimNotice } from "../../hooks/use-saved-scrim-notice";
import { editLobbyHostOptions } from "../../utils/lobby-host-options";
import { editFormFromScrim, toUpdateScrimInput } from "../../utils/scrim-form";
import type { EditScrimFormValues } from "../../utils/scrim-form";
import { scrimFormMessages } from "../../utils/scrim-form-messages";
import { DeleteScrimButton } from "./delete-scrim-button";
import { ScrimFormCard } from "./scrim-form-card";
import { ScrimFormFields } from "./scrim-form-fields";
import { ScrimResultSection } from "./scrim-result-section";

export const LOBBY_PASSWORD_HIDDEN_HINT =
  "Shown once the game has started with both teams full: enter a new password to save";

function EditScrimFormBody({ scrim }: { scrim: ScrimDto }) {
  const [values, setValues] = useState<EditScrimFormValues>(() => editFormFromScrim(scrim));
  const [errors, setErrors] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [pendingInput, setPendingInput] = useState<UpdateScrimInput | null>(null);
  const updateScrim = useUpdateScrim();
  const { showAlert } = useAlerts();
  const announceSaved = useSavedScrimNotice();
  const navigate = useNavigate();
  const passwordHidden = scrim.lobbyPassword === undefined;
  const passwordMissing = submitted && values.lobbyPassword.trim() === "";
  const saving = updateScrim.isPending;

  const handleChange = (patch: Partial<EditScrimFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateForm(updateScrimInputSchema, toUpdateScrimInput(values));
    if (!result.success) {
      setErrors(result.errors);
      setFailedAttempts((count) => count + 1);
      return;
    }
    setErrors([]);
    setPendingInput(result.data);
  };

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
    <ScrimFormCard
      title="Edit Scrim"
      subtitle={scrim.title}
      icon={<EditNoteRoundedIcon />}
      onSubmit={handleSubmit}
      busyText={saving ? scrimFormMessages.updating : undefined}
      errors={<FormErrorsAlert errors={errors} />}
      failedAttempts={failedAttempts}
      actions={
        <>
          <DeleteScrimButton scrimId={scrim._id} title={scrim.title} disabled={saving} />
          <Button
            component={RouterLink}
            to={paths.scrim(scrim._id)}
            color="inherit"
            disabled={saving}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveRoundedIcon />}
            loading={saving}
          >
            Save changes
          </Button>
        </>
      }
    >
      <ScrimFormFields
        values={values}
        onChange={handleChange}
        hostOptions={editLobbyHostOptions(scrim)}
        defaultTitle={scrimMessages.defaultTitle(scrim.createdBy.name)}
        disabled={saving}
        showRequired={submitted}
        titleRequired
        lobbyExtra={
          <TextField
            label="Lobby password"
            value={values.lobbyPassword}
            onChange={(event) => handleChange({ lobbyPassword: event.target.value })}
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
      />
      <ScrimResultSection
        value={values.teamWon}
        onChange={(teamWon) => handleChange({ teamWon })}
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
    </ScrimFormCard>
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
