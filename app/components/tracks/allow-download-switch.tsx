import { useId } from 'react'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'

/** 'Allow downloads' on the upload form and the edit dialog: whether listeners may download the original file. */
export function AllowDownloadSwitch({
  checked,
  onCheckedChange,
  disabled,
}: {
  checked: boolean
  onCheckedChange: (allowDownload: boolean) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>Allow downloads</Label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
    </div>
  )
}
