import { useTimeZone } from '~/hooks/use-time-zone'
import { formatDate } from '~/lib/format'

/** A date as the product writes it ('MMM d, yyyy'), in the visitor's time zone once the page runs in the browser. */
export function DateText({ value }: { value: string }) {
  const timeZone = useTimeZone()
  return <time dateTime={value}>{formatDate(value, timeZone)}</time>
}
