import { Check } from 'lucide-react'
import { PRESET_COLORS } from '~/lib/theme/colors'
import { cn } from '~/lib/utils'

interface ColorPresetsProps {
  selected: string
  onSelect: (color: string) => void
}

/** The eight preset colours (docs/product/limits.md#theme); the selected one is pressed. */
export function ColorPresets({ selected, onSelect }: ColorPresetsProps) {
  return (
    <div role="group" aria-labelledby="color-theme-label" className="grid grid-cols-4 gap-3 sm:grid-cols-8">
      {PRESET_COLORS.map((preset) => {
        const isSelected = preset.value.toLowerCase() === selected.toLowerCase()
        return (
          <button
            key={preset.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(preset.value)}
            className={cn(
              'flex flex-col items-center gap-1 rounded-lg border p-2 text-xs',
              isSelected && 'border-foreground',
            )}
          >
            <span
              aria-hidden
              className="flex h-10 w-10 items-center justify-center rounded-full"
              style={{ backgroundColor: preset.value }}
            >
              {isSelected && <Check className="h-5 w-5 text-white drop-shadow" />}
            </span>
            {preset.name}
          </button>
        )
      })}
    </div>
  )
}
