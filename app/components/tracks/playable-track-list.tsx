import { createContext, useContext, type ReactNode } from 'react'
import type { Track } from '~/lib/queries/types'

const TrackListContext = createContext<readonly Track[] | null>(null)

/**
 * Marks the tracks shown inside as one list: playing any of them queues the rest of the list after it, as every
 * music app does. A play button outside such a list plays its track alone.
 */
export function PlayableTrackList({ tracks, children }: { tracks: readonly Track[]; children: ReactNode }) {
  return <TrackListContext.Provider value={tracks}>{children}</TrackListContext.Provider>
}

/** The list the surrounding `PlayableTrackList` holds, if any. */
export const useTrackList = () => useContext(TrackListContext)
