const integer = new Intl.NumberFormat('en-US')

/** 12345 → '12,345' (thousands separators). Below 1,000 no separator is due, and String is far cheaper. */
export const formatCount = (value: number) =>
  Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : integer.format(value)

/** (1, 'follower') → '1 follower'; (1234, 'follower') → '1,234 followers'. */
export const formatQuantity = (count: number, singular: string, plural = `${singular}s`) =>
  `${formatCount(count)} ${count === 1 ? singular : plural}`

/** 185.4 → '3:05'; an hour or more → '1:02:05'. */
export function formatDuration(seconds: number) {
  const total = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = String(total % 60).padStart(2, '0')
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The date format 'MMM d, yyyy', on the calendar of `timeZone` (an IANA name). */
export function formatDate(value: string | Date, timeZone: string) {
  let dateFormat = dateFormats.get(timeZone)
  if (!dateFormat) {
    dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
    dateFormats.set(timeZone, dateFormat)
  }
  return dateFormat.format(new Date(value))
}

/** A moment as 'Nov 29, 2026, 6:00 PM', in the given time zone (a scheduled release). */
export const formatDateTime = (value: string | Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value))

/** Stream descriptions are cut to 100 characters plus '...'. */
export const DESCRIPTION_PREVIEW = 100
export const previewText = (text: string | null | undefined, limit = DESCRIPTION_PREVIEW) =>
  !text ? '' : text.length > limit ? `${text.slice(0, limit)}...` : text

/** 5,000 s → '1h 23m'; under an hour → '42m'. */
export function formatLength(seconds: number) {
  const minutes = Math.round(seconds / 60)
  return minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`
}
