import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export interface Choice {
  value: string
  label: string
}

export interface ChoiceSelectProps {
  id: string
  value: string | undefined
  onValueChange: (value: string) => void
  choices: Choice[]
  /** Shown while no choice is selected. */
  placeholder?: string
  disabled?: boolean
}

/** ChoiceSelect once first opened: Radix's Select, mounted open. */
export default function ChoiceSelectRadix({
  id,
  value,
  onValueChange,
  choices,
  placeholder,
  disabled,
}: ChoiceSelectProps) {
  return (
    <Select defaultOpen value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
