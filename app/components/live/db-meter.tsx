import { MIN_DB } from '~/hooks/use-live-audio-level'
import { cn } from '~/lib/utils'

/** docs/product/limits.md#interface: green up to -12 dB, yellow from -12 to -6, red above -6. */
function levelColour(db: number) {
  if (db > -6) return 'bg-red-500'
  if (db > -12) return 'bg-yellow-400'
  return 'bg-green-500'
}

export function DbMeter({ level }: { level: number }) {
  const rounded = Math.round(level)
  const percent = ((level - MIN_DB) / -MIN_DB) * 100
  return (
    <div className="flex items-center gap-3">
      <div
        role="meter"
        aria-label="Audio level"
        aria-valuemin={MIN_DB}
        aria-valuemax={0}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded} dB`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full transition-[width] duration-100', levelColour(level))}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-16 text-right text-sm tabular-nums text-muted-foreground" aria-hidden>
        {rounded} dB
      </span>
    </div>
  )
}
