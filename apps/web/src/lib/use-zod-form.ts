import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * The form's problems as one list: the first problem of each field, in the schema's field order
 * (an empty summoner name reads 'Summoner name is empty!' rather than that plus its length and
 * character rules), nested fields in place and problems of the whole input last.
 */
function formErrorMessages(errors: FieldErrors): string[] {
  const messages: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) {
      return;
    }
    const { message } = node as { message?: unknown };
    if (typeof message === "string") {
      messages.push(message);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "ref") {
        visit(child);
      }
    }
  };
  visit(errors);
  return messages;
}

type UseZodFormOptions<TValues extends FieldValues, Schema extends z.ZodType> = {
  /** The shared schema the server validates the request body with. */
  schema: Schema;
  defaultValues: TValues;
  /** Turns what the fields hold into the request body the schema checks (e.g. date + time → ISO). */
  toInput: (values: TValues) => unknown;
};

/**
 * react-hook-form with the zod resolver on a shared (server-side) schema. The fields edit
 * `values`; a submit checks `toInput(values)` with the schema and hands the schema's output (what
 * is sent) to the handler. Problems show from a submit to the next one (as the server would say
 * them), as one list in `errors`.
 */
export function useZodForm<TValues extends FieldValues, Schema extends z.ZodType>({
  schema,
  defaultValues,
  toInput,
}: UseZodFormOptions<TValues, Schema>) {
  const resolveSchema = zodResolver(schema as z.ZodType<z.output<Schema>, FieldValues>);
  const resolver: Resolver<TValues, unknown, z.output<Schema>> = async (values, context, options) =>
    (await resolveSchema(
      toInput(values as TValues) as FieldValues,
      context,
      options as never,
    )) as Awaited<ReturnType<Resolver<TValues, unknown, z.output<Schema>>>>;
  const form = useForm<TValues, unknown, z.output<Schema>>({
    defaultValues: defaultValues as never,
    resolver,
    reValidateMode: "onSubmit",
  });
  const values = useWatch({ control: form.control }) as TValues;
  const { errors, isSubmitted, isSubmitSuccessful, submitCount } = form.formState;

  const change = (patch: Partial<TValues>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as never, value as never);
    }
  };

  return {
    form,
    values,
    /** Sets some fields, as `setState` with a patch. */
    change,
    /** Starts again from these values (or the first ones), with no problems shown. */
    reset: (next?: TValues) => form.reset(next as never),
    /** Hides the problems (e.g. when a stepper moves on). */
    clearErrors: () => form.clearErrors(),
    /** The problems the last submit found, one per field. */
    errors: formErrorMessages(errors),
    /** Set once a submit was tried: missing required fields are marked from then on. */
    submitted: isSubmitted,
    /** Changes on every submit the schema refused (0 otherwise): e.g. to scroll to the problems. */
    failedAttempts: isSubmitted && !isSubmitSuccessful ? submitCount : 0,
    /** `onSubmit` handler (or, without an event, a function to call) checking and then sending. */
    submit: (onValid: (input: z.output<Schema>) => unknown) =>
      form.handleSubmit(async (input) => {
        await onValid(input);
      }),
  };
}

export type ZodForm<TValues extends FieldValues> = {
  values: TValues;
  change: (patch: Partial<TValues>) => void;
  errors: string[];
  submitted: boolean;
  failedAttempts: number;
};
