import { Label } from '~/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select'

/** A device's name, or a shortened id when the browser gives no label (SPEC §2). */
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
      <Select value={value} onValueChange={onChange} disabled={disabled || !choices.length}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={choices.length ? `Select ${label.toLowerCase()}` : emptyText} />
        </SelectTrigger>
        <SelectContent>
          {choices.map((device) => (
            <SelectItem key={device.deviceId} value={device.deviceId}>
              {deviceName(device)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
