import AddCircleOutlineRoundedIcon from "@mui/icons-material/AddCircleOutlineRounded";
import SportsEsportsRoundedIcon from "@mui/icons-material/SportsEsportsRounded";
import { DEFAULT_REGION, REGIONS } from "@scrims/shared/common/regions.constants";
import type { Region } from "@scrims/shared/common/regions.constants";
import { createScrimInputSchema } from "@scrims/shared/scrims/scrims.schema";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useZodForm } from "@/lib/use-zod-form";
import { useCreateScrim } from "../../api/create-scrim";
import { createLobbyHostOptions } from "../../utils/lobby-host-options";
import { defaultScrimForm, toCreateScrimInput } from "../../utils/scrim-form";
import { scrimFormMessages } from "../../utils/scrim-form-messages";
import { ScrimFormShell } from "./scrim-form-shell";

/** The admin creating the scrim: the default region, the "Me" lobby host and the default title. */
type ScrimCreator = { _id: string; name: string; region: string };

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
  const form = useZodForm({
    schema: createScrimInputSchema,
    // Read on the first render only.
    defaultValues: defaultScrimForm(
      isRegion(creator.region) ? creator.region : DEFAULT_REGION,
      now,
    ),
    toInput: toCreateScrimInput,
  });
  const createScrim = useCreateScrim();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  useDocumentTitle("Create Scrim");

  const handleSubmit = form.submit(async (input) => {
    try {
      const scrim = await createScrim.mutateAsync(input);
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
  });

  return (
    <ScrimFormShell
      form={form}
      onSubmit={(event) => void handleSubmit(event)}
      title="Create Scrim"
      subtitle="Set up a 5v5 custom game: players pick their team and role on the scrim's page."
      icon={<SportsEsportsRoundedIcon />}
      saving={createScrim.isPending}
      busyText={scrimFormMessages.creating}
      submitLabel="Create scrim"
      submitIcon={<AddCircleOutlineRoundedIcon />}
      cancelTo={paths.scrims}
      hostOptions={createLobbyHostOptions(creator)}
      defaultTitle={scrimMessages.defaultTitle(creator.name)}
      warnIfPast
    />
  );
}
