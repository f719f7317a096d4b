import Button from "@mui/material/Button";
import type { FormEvent, ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import type { ZodForm } from "@/lib/use-zod-form";
import type { LobbyHostOption } from "../../utils/lobby-host-options";
import type { ScrimFormValues } from "../../utils/scrim-form";
import { ScrimFormCard } from "./scrim-form-card";
import { ScrimFormFields } from "./scrim-form-fields";

type ScrimFormShellProps = {
  /** The form state (`useZodForm`) the fields edit. */
  form: ZodForm<ScrimFormValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  title: string;
  subtitle: ReactNode;
  icon: ReactNode;
  saving: boolean;
  /** While saving: 'Creating new scrim'. */
  busyText: string;
  submitLabel: string;
  submitIcon: ReactNode;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Buttons before Cancel (the edit form's Delete). */
  extraActions?: ReactNode;
  hostOptions: LobbyHostOption[];
  /** What an empty title becomes: "{creator}'s Scrim". */
  defaultTitle: string;
  /** Edit: the title must be kept. */
  titleRequired?: boolean;
  /** Create: a start already over is warned about. */
  warnIfPast?: boolean;
  /** Extra lobby fields (the edit form's password). */
  lobbyExtra?: ReactNode;
  /** Sections after the shared ones (the edit form's result) and dialogs. */
  children?: ReactNode;
};

/**
 * What the create and edit scrim forms share: the page frame, the problems found on save, the
 * common fields and the Cancel / save buttons.
 */
export function ScrimFormShell({
  form,
  onSubmit,
  title,
  subtitle,
  icon,
  saving,
  busyText,
  submitLabel,
  submitIcon,
  cancelTo,
  extraActions,
  hostOptions,
  defaultTitle,
  titleRequired,
  warnIfPast,
  lobbyExtra,
  children,
}: ScrimFormShellProps) {
  return (
    <ScrimFormCard
      title={title}
      subtitle={subtitle}
      icon={icon}
      onSubmit={onSubmit}
      busyText={saving ? busyText : undefined}
      errors={<FormErrorsAlert errors={form.errors} />}
      failedAttempts={form.failedAttempts}
      actions={
        <>
          {extraActions}
          <Button component={RouterLink} to={cancelTo} color="inherit" disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={submitIcon}
            loading={saving}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <ScrimFormFields
        values={form.values}
        onChange={form.change}
        hostOptions={hostOptions}
        defaultTitle={defaultTitle}
        disabled={saving}
        showRequired={form.submitted}
        titleRequired={titleRequired}
        warnIfPast={warnIfPast}
        lobbyExtra={lobbyExtra}
      />
      {children}
    </ScrimFormCard>
  );
}
