import { useMutation, type UseMutationOptions } from '@tanstack/react-query'

/** What a creating mutation is given: its input and the Idempotency-Key of the submit it belongs to. */
export interface Keyed<Input> {
  input: Input
  idempotencyKey: string
}

type CreatingMutationOptions<Data, Input> = Omit<UseMutationOptions<Data, Error, Keyed<Input>>, 'mutationFn'> & {
  mutationFn: (input: Input, idempotencyKey: string) => Promise<Data>
}

/**
 * The mutation of a call that creates something (docs/decisions/026-idempotent-creating-calls.md): its key comes
 * with each `mutate()`, from the submit that sends it (~/hooks/use-submit.ts), so trying a submit again resends it.
 */
export function useCreatingMutation<Data, Input>({ mutationFn, ...options }: CreatingMutationOptions<Data, Input>) {
  return useMutation({
    ...options,
    mutationFn: ({ input, idempotencyKey }: Keyed<Input>) => mutationFn(input, idempotencyKey),
  })
}
