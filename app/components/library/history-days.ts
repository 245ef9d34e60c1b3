import { isSameDay, startOfDay, subDays } from 'date-fns'
import { formatDate } from '~/lib/format'
import type { HistoryEntry } from '~/lib/queries/library'
import type { Track } from '~/lib/queries/types'

export interface HistoryDay {
  label: string
  entries: HistoryEntry[]
}

/** 'Played today', 'Yesterday', else the day as 'MMM d, yyyy'. */
export function dayLabel(day: Date, now = new Date()) {
  if (isSameDay(day, now)) return 'Played today'
  if (isSameDay(day, subDays(now, 1))) return 'Yesterday'
  return formatDate(day)
}

/** Plays (newest first, as the API sends them) grouped by the local day they happened on, newest day first. */
export function groupByDay(entries: HistoryEntry[], now = new Date()): HistoryDay[] {
  const days: HistoryDay[] = []
  let current: { start: number; day: HistoryDay } | undefined
  for (const entry of entries) {
    const start = startOfDay(new Date(entry.playedAt)).getTime()
    if (current?.start !== start) {
      current = { start, day: { label: dayLabel(new Date(start), now), entries: [] } }
      days.push(current.day)
    }
    current.day.entries.push(entry)
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
