import { useMutation, type MutationFunctionContext, type UseMutationOptions } from '@tanstack/react-query'
import { newIdempotencyKey } from '~/lib/api-client'

const keysOfActions = new WeakMap<MutationFunctionContext, string>()

/**
 * A mutation function given one Idempotency-Key per `mutate()`: TanStack Query hands every attempt of one
 * `mutate()` the same context object (use-creating-mutation.test.ts holds it to that), so a retry sends the key
 * again and the next action gets a new one.
 */
export function withIdempotencyKey<Variables, Data>(
  create: (variables: Variables, idempotencyKey: string) => Promise<Data>,
) {
  return (variables: Variables, context: MutationFunctionContext) => {
    let key = keysOfActions.get(context)
    if (key === undefined) keysOfActions.set(context, (key = newIdempotencyKey()))
    return create(variables, key)
  }
}

type CreatingMutationOptions<Data, Variables> = Omit<UseMutationOptions<Data, Error, Variables>, 'mutationFn'> & {
  mutationFn: (variables: Variables, idempotencyKey: string) => Promise<Data>
}

/** The mutation of a call that creates something: safe to retry (docs/decisions/026-idempotent-creating-calls.md). */
export function useCreatingMutation<Data, Variables>({
  mutationFn,
  ...options
}: CreatingMutationOptions<Data, Variables>) {
  return useMutation({ ...options, mutationFn: withIdempotencyKey(mutationFn) })
}
