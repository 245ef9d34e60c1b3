import type { ComponentProps, FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { formValues } from '~/lib/form'

interface SubmitFormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  /** A `useSubmit(...).submit`. */
  submit: (values: unknown) => Promise<boolean>
  /** Empties the fields once a submit succeeded. */
  resetOnSuccess?: boolean
  /** The values to submit; the form's named fields when not given. */
  values?: (form: HTMLFormElement) => unknown
}

/** A form that submits through `useSubmit` (~/hooks/use-submit.ts); the browser's own validation is off. */
export function SubmitForm({ submit, values = formValues, resetOnSuccess, ...props }: SubmitFormProps) {
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if ((await submit(values(form))) && resetOnSuccess) form.reset()
  }
  return <form noValidate {...props} onSubmit={onSubmit} />
}

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  pending: boolean
  /** What the button says while its submit runs. */
  pendingLabel: string
}

/** A form's submit button: disabled and saying `pendingLabel` while the submit runs. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  )
}
