import { useId } from 'react'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'

/** A labelled on/off setting of the upload form and the edit dialog ('Allow downloads', 'Private'). */
export function SettingSwitch({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
    </div>
  )
}
