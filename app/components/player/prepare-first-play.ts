/** The bar's controls: loaded once there is something to play (player-bar.tsx), or just before. */
export const loadPlayerBarContent = () => import('./player-bar-content')

/**
 * Gets the player ready for a track about to be chosen while it holds none: the audio starts buffering (preload
 * auto, not just metadata) and the bar's code loads. Both otherwise start at the click, and the code, fetched first
 * and at a higher priority, held the audio's request back: the first sound came about a second after the click.
 * The click then sets this same source, which the element keeps (use-player-audio.ts).
 */
export function prepareFirstPlay(audio: HTMLAudioElement | null, audioUrl: string) {
  void loadPlayerBarContent()
  if (!audio || audio.getAttribute('src') === audioUrl) return
  audio.preload = 'auto'
  audio.src = audioUrl
}
