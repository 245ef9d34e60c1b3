import { Label } from '~/components/ui/label'
import { ChoiceSelect } from '~/components/ui/choice-select'

/** A device's name, or a shortened id when the browser gives no label. */
const deviceName = (device: MediaDeviceInfo) => device.label || `Device ${device.deviceId.slice(0, 8)}…`

interface DeviceSelectProps {
  id: string
  label: string
  devices: MediaDeviceInfo[]
  value: string | undefined
  emptyText: string
  disabled: boolean
  onChange: (deviceId: string) => void
}

export function DeviceSelect({ id, label, devices, value, emptyText, disabled, onChange }: DeviceSelectProps) {
  const choices = devices.filter((device) => device.deviceId)
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <ChoiceSelect
        id={id}
        value={value}
        onValueChange={onChange}
        disabled={disabled || !choices.length}
        placeholder={choices.length ? `Select ${label.toLowerCase()}` : emptyText}
        choices={choices.map((device) => ({ value: device.deviceId, label: deviceName(device) }))}
      />
    </div>
  )
}
