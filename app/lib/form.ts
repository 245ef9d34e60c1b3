import type { ZodType } from 'zod'

export type FieldErrors = Partial<Record<string, string>>

/** Parses a form's values with its contract schema: the data, or the first message for each field. */
export function parseForm<T>(schema: ZodType<T>, values: unknown): { data: T; errors?: never } | { data?: never; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return { errors }
}

export const formValues = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>
