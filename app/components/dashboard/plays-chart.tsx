import { format } from 'date-fns'
import type { DailyPlays } from '../../../contracts/tracks'
import { formatQuantity } from '~/lib/format'

const WIDTH = 600
const HEIGHT = 160
const AXIS = 20

const playsText = (count: number) => formatQuantity(count, 'play')

const dayLabel = (date: string) => format(new Date(`${date}T00:00:00`), 'MMM d')

/** Plays per day as an SVG bar chart; screen readers get a one-line summary and each bar its own title. */
export function PlaysChart({ days }: { days: DailyPlays[] }) {
  const most = Math.max(1, ...days.map((day) => day.plays))
  const total = days.reduce((sum, day) => sum + day.plays, 0)
  const busiest = days.reduce<DailyPlays | null>((best, day) => (day.plays > (best?.plays ?? 0) ? day : best), null)
  const summary = busiest
    ? `${playsText(total)} in the last ${days.length} days; most on ${dayLabel(busiest.date)} (${playsText(busiest.plays)})`
    : `No plays in the last ${days.length} days`
  const slot = WIDTH / Math.max(1, days.length)
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={summary}
        className="h-48 w-full text-primary"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
        {days.map((day, index) => {
          const height = (day.plays / most) * (HEIGHT - 8)
          return (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx={2}
              className="fill-current"
            >
              <title>{`${dayLabel(day.date)}: ${playsText(day.plays)}`}</title>
            </rect>
          )
        })}
        {days.length > 0 && (
          <>
            <text x={0} y={HEIGHT + 15} className="fill-muted-foreground text-[11px]">
              {dayLabel(days[0].date)}
            </text>
            <text x={WIDTH} y={HEIGHT + 15} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {dayLabel(days[days.length - 1].date)}
            </text>
          </>
        )}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  )
}
