import { ChevronDown } from 'lucide-react'
import { lazy } from 'react'
import type { ChoiceSelectProps } from './choice-select-radix'
import { OpenOnDemand } from './open-on-demand'
import { SELECT_TRIGGER_CLASSES } from './select-trigger-classes'

export type { Choice, ChoiceSelectProps } from './choice-select-radix'

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
