import { X } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { formatDuration } from '~/lib/format'

/** The moment picked on the waveform that the comment being written is pinned to, with a way to unpin it. */
export function PinnedMoment({ seconds, onUnpin }: { seconds: number; onUnpin: () => void }) {
  return (
    <span className="flex items-center gap-1 text-sm">
      Pinned at {formatDuration(seconds)}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-6 w-6"
        onClick={onUnpin}
        aria-label={`Unpin from ${formatDuration(seconds)}`}
      >
        <X aria-hidden />
      </Button>
    </span>
  )
}
