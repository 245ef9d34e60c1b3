import { FormField } from '~/components/auth/form-field'

/** 'Release at' on the upload form: a date and time in the uploader's own time zone, empty to publish at once. */
export function ReleaseAtField({
  value,
  onChange,
  disabled,
}: {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}) {
  return (
    <div className="space-y-1">
      <FormField
        name="releaseAt"
        label="Release at (optional)"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
      <p className="text-xs text-muted-foreground">
        In your time zone. The track stays private until then, and your followers hear of it when it is out.
      </p>
    </div>
  )
}
