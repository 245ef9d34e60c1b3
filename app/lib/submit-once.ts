import { ApiRequestError, newIdempotencyKey } from './api-client'
import { parseForm, type FieldErrors, type SchemaLoader } from './form'

export interface SubmitOptions<Input> {
  /** The contract's schema the values must pass; without one the values are sent as they are. */
  schema?: SchemaLoader<Input>
  /** Sends what passed. `idempotencyKey` names this submit: tried again after a failure, it is the same key. */
  send: (input: Input, idempotencyKey: string) => Promise<unknown>
}

type Parsed<Input> = Awaited<ReturnType<typeof parseForm<Input>>>

interface SubmitReport {
  pending: (pending: boolean) => void
  errors: (errors: FieldErrors) => void
}

/**
 * A failure the server may not have seen or kept (no answer, a 5xx or 429): sent again, the submit keeps its key.
 * Any other answer was final, and the next submit is a new one (it may send other values).
 */
const unanswered = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status >= 500 || error.status === 429

/**
 * One form's submits (docs/decisions/049-one-submit-for-every-form.md): a submit while one runs is ignored (decided
 * at once, in the click itself: the second click of a double click can land before the page draws the disabled
 * button); the values are parsed with the contract's schema, whose messages go to `report.errors` by field; one
 * Idempotency-Key goes with a submit until it succeeds or gets a final answer. A failed send is its mutation's to
 * report (docs/decisions/029-mutation-failures-toast-from-one-place.md); here it only ends `pending`.
 */
export function submitOnce<Input>(report: SubmitReport) {
  let running = false
  let key: string | null = null
  /** Whether this submit was sent and succeeded. */
  return async function submit({ schema, send }: SubmitOptions<Input>, values: unknown): Promise<boolean> {
    if (running) return false
    running = true
    report.pending(true)
    try {
      const parsed: Parsed<Input> = schema ? await parseForm(schema, values) : { data: values as Input }
      report.errors(parsed.errors ?? {})
      if (parsed.errors) return false
      key ??= newIdempotencyKey()
      await send(parsed.data, key)
      key = null
      return true
    } catch (error) {
      if (!unanswered(error)) key = null
      return false
    } finally {
      running = false
      report.pending(false)
    }
  }
}
