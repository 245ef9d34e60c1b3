import { format, parseISO, subDays } from 'date-fns'
import { formatDate } from '~/lib/format'
import type { HistoryEntry } from '~/lib/queries/library'
import type { Track } from '~/lib/queries/types'

export interface HistoryDay {
  label: string
  entries: HistoryEntry[]
}

const CALENDAR_DAY = 'yyyy-MM-dd'

/** Turns an instant into its calendar day ('yyyy-MM-dd') in `timeZone`, whatever zone the code runs in. */
function calendarDayIn(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return (instant: Date) => {
    const { year, month, day } = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]))
    return `${year}-${month}-${day}`
  }
}

/** 'Played today', 'Yesterday', else the day as 'MMM d, yyyy'; both days are calendar days 'yyyy-MM-dd'. */
export function dayLabel(day: string, today: string) {
  if (day === today) return 'Played today'
  if (day === format(subDays(parseISO(today), 1), CALENDAR_DAY)) return 'Yesterday'
  return formatDate(`${day}T00:00:00Z`, 'UTC') // a calendar day already: no zone to shift it
}

/** Plays (newest first, as the API sends them) grouped by the day they happened on in `timeZone`, newest day first. */
export function groupByDay(entries: HistoryEntry[], timeZone: string, now = new Date()): HistoryDay[] {
  const calendarDay = calendarDayIn(timeZone)
  const today = calendarDay(now)
  const days: HistoryDay[] = []
  let current: { day: string; group: HistoryDay } | undefined
  for (const entry of entries) {
    const day = calendarDay(new Date(entry.playedAt))
    if (current?.day !== day) {
      current = { day, group: { label: dayLabel(day, today), entries: [] } }
      days.push(current.group)
    }
    current.group.entries.push(entry)
  }
  return days
}

/** The latest plays' tracks, each once. */
export function recentDistinctTracks(entries: HistoryEntry[], count: number): Track[] {
  const tracks = new Map<number, Track>()
  for (const { track } of entries) {
    if (tracks.size === count) break
    if (!tracks.has(track.id)) tracks.set(track.id, track)
  }
  return [...tracks.values()]
}
