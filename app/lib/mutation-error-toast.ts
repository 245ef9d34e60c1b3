import type { Mutation } from '@tanstack/react-query'
import { toast } from '~/hooks/use-toast'

/**
 * A failed mutation's toast. The description is `description` when given, else the server's message, else
 * `fallback`. An error that is no fault (a track already in the playlist) may use the default variant.
 */
export interface ErrorToastText {
  title: string
  description?: string
  fallback?: string
  variant?: 'default' | 'destructive'
}

/**
 * What a mutation's `meta.errorToast` says about its failures: the toast's text, a function of the error for texts
 * that depend on it, or false when the caller shows the failure itself (a form's own error line, for example).
 */
export type ErrorToast = ErrorToastText | ((error: Error) => ErrorToastText) | false

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToast }
  }
}

/** 'Error', saying so when the user was signed out (the call's own message), else a generic text. */
export const signedOutOrGeneric =
  (signedOut: string, generic: string) =>
  (error: Error): ErrorToastText => ({ title: 'Error', description: error.message === signedOut ? signedOut : generic })

const GENERIC: ErrorToastText = { title: 'Error', fallback: 'Something went wrong. Please try again.' }

/** The query client's one place for mutation failures (query-client.ts): every mutation toasts unless it opts out. */
export function toastMutationError(
  error: Error,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
) {
  const errorToast = mutation.meta?.errorToast ?? GENERIC
  if (errorToast === false) return
  const {
    title,
    description,
    fallback,
    variant = 'destructive',
  } = typeof errorToast === 'function' ? errorToast(error) : errorToast
  toast({ title, description: description ?? (error.message || fallback), variant })
}
