import { formatDuration } from '~/lib/format'

/** Elapsed or total time beside the progress slider; the slider itself tells assistive tech the same. */
export function PlaybackTime({ seconds }: { seconds: number }) {
  return (
    <span className="w-10 shrink-0 text-center text-xs tabular-nums text-muted-foreground" aria-hidden>
      {formatDuration(seconds)}
    </span>
  )
}
