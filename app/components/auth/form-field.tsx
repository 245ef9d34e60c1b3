import type { ComponentProps, ReactNode } from 'react'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'

interface FieldProps {
  name: string
  label: string
  error?: string
}

/** A control with its label and, under it, its validation message, announced and tied to the control. */
function Labelled({
  id,
  label,
  error,
  control,
}: {
  id: string
  label: string
  error?: string
  control: (described: object) => ReactNode
}) {
  const errorId = `${id}-error`
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled input whose validation message is announced and tied to it. */
export function FormField({ name, label, error, id = name, ...props }: FieldProps & ComponentProps<typeof Input>) {
  return (
    <Labelled
      id={id}
      label={label}
      error={error}
      control={(described) => <Input name={name} {...described} {...props} />}
    />
  )
}

/** A labelled text area, as FormField is an input. */
export function TextAreaField({
  name,
  label,
  error,
  id = name,
  ...props
}: FieldProps & ComponentProps<typeof Textarea>) {
  return (
    <Labelled
      id={id}
      label={label}
      error={error}
      control={(described) => <Textarea name={name} {...described} {...props} />}
    />
  )
}
