import type { ComponentProps } from 'react'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'

interface FormFieldProps extends ComponentProps<typeof Input> {
  name: string
  label: string
  error?: string
}

/** A labelled input whose validation message is announced and tied to it. */
export function FormField({ name, label, error, id = name, ...props }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
