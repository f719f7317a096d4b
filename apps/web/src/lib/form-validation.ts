import type { z } from "zod";

export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: string[] };

/**
 * Validates form values with a shared (server-side) schema. On failure it gives one message per
 * field, the first problem found, in the schema's field order: an empty summoner name reads
 * 'Summoner name is empty!' rather than that plus its length and character rules.
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): ValidationResult<z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) {
    return { success: true, data: result.data };
  }
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (seen.has(field)) {
      continue;
    }
    seen.add(field);
    errors.push(issue.message);
  }
  return { success: false, errors };
}
