import { Square } from 'lucide-react'
import { ConfirmButton } from '~/components/ui/confirm-button'

/** Ending a stream needs a confirmation (docs/product/screens.md#streams). */
export function EndStreamButton({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  return (
    <ConfirmButton
      variant="destructive"
      size="default"
      title="End Stream"
      question="Are you sure you want to end this live stream?"
      confirm="End Stream"
      disabled={disabled}
      onConfirm={onConfirm}
    >
      <Square aria-hidden /> End Stream
    </ConfirmButton>
  )
}
