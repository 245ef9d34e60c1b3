import { useSyncExternalStore } from 'react'

// The Worker renders in UTC and cannot know the visitor's zone. Hydration renders with the same UTC, so the
// markup matches; React then re-renders at once in the browser's zone. A component first mounted in the browser
// starts in the browser's zone.
const SERVER_TIME_ZONE = 'UTC'

const neverChanges = () => () => {}
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const serverTimeZone = () => SERVER_TIME_ZONE

/** The IANA time zone to show dates in: UTC on the server and while hydrating, else the browser's own. */
export function useTimeZone() {
  return useSyncExternalStore(neverChanges, browserTimeZone, serverTimeZone)
}
