import { Pause, Play } from 'lucide-react'

/** The embed's play/pause; the embed script finds it by `data-embed-play` and marks the player `data-playing`. */
export function EmbedPlayButton() {
  return (
    <button
      type="button"
      data-embed-play
      aria-label="Play"
      className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground"
    >
      <Play className="size-5 fill-current group-data-[playing]:hidden" aria-hidden />
      <Pause className="hidden size-5 fill-current group-data-[playing]:block" aria-hidden />
    </button>
  )
}
