import AddCircleOutlineRoundedIcon from "@mui/icons-material/AddCircleOutlineRounded";
import SportsEsportsRoundedIcon from "@mui/icons-material/SportsEsportsRounded";
import Button from "@mui/material/Button";
import { DEFAULT_REGION, REGIONS } from "@scrims/shared/common/regions";
import type { Region } from "@scrims/shared/common/regions";
import { createScrimInputSchema, scrimMessages } from "@scrims/shared/scrims/scrims.schema";
import { useState } from "react";
import type { FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { validateForm } from "@/lib/form-validation";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useCreateScrim } from "../../api/create-scrim";
import { createLobbyHostOptions } from "../../utils/lobby-host-options";
import { defaultScrimForm, toCreateScrimInput } from "../../utils/scrim-form";
import type { ScrimFormValues } from "../../utils/scrim-form";
import { scrimFormMessages } from "../../utils/scrim-form-messages";
import { ScrimFormCard } from "./scrim-form-card";
import { ScrimFormFields } from "./scrim-form-fields";

/** The admin creating the scrim: the default region, the "Me" lobby host and the default title. */
export type ScrimCreator = { _id: string; name: string; region: string };

function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

type CreateScrimFormProps = {
  creator: ScrimCreator;
  /** The moment the defaults count from (now + 30 minutes); tests pin it. */
  now?: Date;
};

/** `/scrims/new`: every field with its default; saved scrims open on their own page. */
export function CreateScrimForm({ creator, now }: CreateScrimFormProps) {
  const [values, setValues] = useState<ScrimFormValues>(() =>
    defaultScrimForm(isRegion(creator.region) ? creator.region : DEFAULT_REGION, now),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const createScrim = useCreateScrim();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const defaultTitle = scrimMessages.defaultTitle(creator.name);
  useDocumentTitle("Create Scrim");

  const handleChange = (patch: Partial<ScrimFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateForm(createScrimInputSchema, toCreateScrimInput(values));
    if (!result.success) {
      setErrors(result.errors);
      setFailedAttempts((count) => count + 1);
      return;
    }
    setErrors([]);
    try {
      const scrim = await createScrim.mutateAsync(result.data);
      showAlert({
        type: "success",
        message: scrim.isPrivate ? scrimFormMessages.createdPrivate : scrimFormMessages.created,
      });
      void navigate(paths.scrim(scrim._id));
    } catch (error) {
      showAlert({
        type: "error",
        message: serverErrorMessage(error, scrimFormMessages.createFailed),
      });
    }
  };

  const saving = createScrim.isPending;
  return (
    <ScrimFormCard
      title="Create Scrim"
      subtitle="Set up a 5v5 custom game: players pick their team and role on the scrim's page."
      icon={<SportsEsportsRoundedIcon />}
      onSubmit={handleSubmit}
      busyText={saving ? scrimFormMessages.creating : undefined}
      errors={<FormErrorsAlert errors={errors} />}
      failedAttempts={failedAttempts}
      actions={
        <>
          <Button component={RouterLink} to={paths.scrims} color="inherit" disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<AddCircleOutlineRoundedIcon />}
            loading={saving}
          >
            Create scrim
          </Button>
        </>
      }
    >
      <ScrimFormFields
        values={values}
        onChange={handleChange}
        hostOptions={createLobbyHostOptions(creator)}
        defaultTitle={defaultTitle}
        disabled={saving}
        showRequired={submitted}
        warnIfPast
      />
    </ScrimFormCard>
  );
}
