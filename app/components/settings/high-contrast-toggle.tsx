import { TriangleAlert } from 'lucide-react'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'

interface HighContrastToggleProps {
  enabled: boolean
  onChange: (enabled: boolean) => void
}

export function HighContrastToggle({ enabled, onChange }: HighContrastToggleProps) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="high-contrast">High Contrast Mode</Label>
          <p className="text-sm text-muted-foreground">Black background, white text and yellow highlights.</p>
        </div>
        <div className="flex items-center gap-2">
          <span aria-hidden className="w-7 text-sm font-medium">
            {enabled ? 'On' : 'Off'}
          </span>
          <Switch id="high-contrast" checked={enabled} onCheckedChange={onChange} />
        </div>
      </div>
      {enabled && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-yellow-400 bg-yellow-400/10 p-4 text-yellow-200"
        >
          <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">High Contrast Mode Active</p>
            <p className="text-sm">High contrast mode overrides your color selection.</p>
          </div>
        </div>
      )}
    </div>
  )
}
