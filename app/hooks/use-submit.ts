import { useRef, useState } from 'react'
import type { FieldErrors } from '~/lib/form'
import { submitOnce, type SubmitOptions } from '~/lib/submit-once'

/**
 * Every form and every button that writes submits through this (docs/decisions/049-one-submit-for-every-form.md):
 * `submit(values)` parses them with `schema`, ignores a second submit while one runs and sends them with the
 * submit's Idempotency-Key; `pending` holds while it runs and `errors` are the schema's, by field.
 */
export function useSubmit<Input>(options: SubmitOptions<Input>) {
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const submitter = useRef<ReturnType<typeof submitOnce<Input>>>()
  submitter.current ??= submitOnce<Input>({ pending: setPending, errors: setErrors })
  const run = submitter.current
  return { submit: (values: unknown) => run(options, values), pending, errors, clearErrors: () => setErrors({}) }
}
