import { Play, Shuffle } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { usePlayer } from '~/hooks/use-player'
import type { Track } from '~/lib/queries/types'

/** 'Play all' plays the playlist from its first track; 'Shuffle' plays all of it in a random order. */
export function PlaylistPlayButtons({ tracks }: { tracks: readonly Track[] }) {
  const { playList, shuffleList } = usePlayer()
  const empty = tracks.length === 0
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => playList(tracks, 0)} disabled={empty}>
        <Play aria-hidden /> Play all
      </Button>
      <Button variant="secondary" onClick={() => shuffleList(tracks)} disabled={empty}>
        <Shuffle aria-hidden /> Shuffle
      </Button>
    </div>
  )
}
