import type { ZodType } from 'zod'

export type FieldErrors = Partial<Record<string, string>>

/**
 * A form's contract schema, imported when the form is submitted: the schemas are zod, and zod stays out of every
 * page's first-load JavaScript until someone actually submits a form.
 */
export type SchemaLoader<T> = () => Promise<ZodType<T>>

/** Parses a form's values with its contract schema: the data, or the first message for each field. */
export async function parseForm<T>(
  loadSchema: SchemaLoader<T>,
  values: unknown,
): Promise<{ data: T; errors?: never } | { data?: never; errors: FieldErrors }> {
  const result = (await loadSchema()).safeParse(values)
  if (result.success) return { data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return { errors }
}

export const formValues = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>
