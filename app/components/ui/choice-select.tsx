import { ChevronDown } from 'lucide-react'
import { lazy } from 'react'
import { OpenOnDemand } from './open-on-demand'

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

export const SELECT_TRIGGER_CLASSES =
  'flex h-10 w-full items-center justify-between rounded-md border border-input bg-background px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50'

const loadRadixSelect = () => import('./choice-select-radix')
const RadixChoiceSelect = lazy(loadRadixSelect)

/**
 * A select of a few choices (ui/select.tsx's look). Its trigger is a plain combobox button showing the choice until
 * it is first opened; then Radix's Select (choice-select-radix.tsx, with its popper) loads and mounts open, so a form
 * with a select does not load them up front.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, value, choices, placeholder, disabled } = props
  const trigger = (
    <button
      type="button"
      role="combobox"
      id={id}
      disabled={disabled}
      aria-autocomplete="none"
      className={SELECT_TRIGGER_CLASSES}
    >
      <span style={{ pointerEvents: 'none' }}>
        {choices.find((choice) => choice.value === value)?.label ?? placeholder}
      </span>
      <ChevronDown className="h-4 w-4 opacity-50" aria-hidden />
    </button>
  )
  return (
    <OpenOnDemand trigger={trigger} popup="listbox" preload={loadRadixSelect}>
      <RadixChoiceSelect {...props} />
    </OpenOnDemand>
  )
}
