import { useState } from 'react'
import { DEFAULT_UI_COLOR, HEX_INPUT_LENGTH, isHexColor } from '~/lib/theme/colors'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'

const HEX_MESSAGE = 'Color must be a hex value like #8B5CF6'

/** '#abc' → '#aabbcc': the colour picker only takes six digits. */
const sixDigits = (hex: string) =>
  (hex.length === 4 ? '#' + [...hex.slice(1)].map((d) => d + d).join('') : hex).toLowerCase()

interface CustomColorInputProps {
  color: string
  onChange: (color: string) => void
}

/**
 * The custom colour: a 3- or 6-digit hex value with '#', or empty for the default; at most 7 characters.
 * Only a valid value is applied, so a half-typed one never flashes the page.
 */
export function CustomColorInput({ color, onChange }: CustomColorInputProps) {
  // What was typed, for the colour it was typed against: a preset chosen since then replaces it.
  const [typed, setTyped] = useState<{ text: string; for: string } | null>(null)
  const text = typed?.for === color ? typed.text : color
  const invalid = text !== '' && !isHexColor(text)

  const onType = (value: string) => {
    const applied = value === '' ? DEFAULT_UI_COLOR : isHexColor(value) ? value : color
    setTyped({ text: value, for: applied })
    if (applied !== color) onChange(applied)
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="space-y-2">
        <Label htmlFor="custom-color">Custom color</Label>
        <Input
          id="custom-color"
          value={text}
          maxLength={HEX_INPUT_LENGTH}
          placeholder={DEFAULT_UI_COLOR}
          spellCheck={false}
          autoComplete="off"
          className="w-32 font-mono"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'custom-color-error' : undefined}
          onChange={(event) => onType(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="color-picker">Color picker</Label>
        <input
          id="color-picker"
          type="color"
          value={sixDigits(isHexColor(color) ? color : DEFAULT_UI_COLOR)}
          onChange={(event) => onChange(event.target.value)}
          className="block h-10 w-16 cursor-pointer rounded-md border bg-background p-1"
        />
      </div>
      {invalid && (
        <p id="custom-color-error" role="alert" className="basis-full text-sm text-destructive">
          {HEX_MESSAGE}
        </p>
      )}
    </div>
  )
}
