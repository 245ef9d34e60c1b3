import { useId } from 'react'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'

/** 'Audio only' under a live picture; loaded by live-video-area.tsx once the room says the stream has video. */
export default function AudioOnlySwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean
  onCheckedChange: (audioOnly: boolean) => void
}) {
  const switchId = useId()
  return (
    <div className="flex items-center justify-end gap-2">
      <Switch id={switchId} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={switchId}>Audio only</Label>
    </div>
  )
}
