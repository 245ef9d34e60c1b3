import { formatDuration } from '../format'
import { secondsAt } from '../waveform'

const SEEK_STEP_SECONDS = 5

const part = <Element extends HTMLElement>(root: HTMLElement, name: string) =>
  root.querySelector<Element>(`[data-embed-${name}]`)!

/**
 * Drives a track or playlist embed's server-rendered player (app/components/embed/): play/pause, the seek bar by
 * pointer and keyboard, the time, and in a playlist each listed track, played in order.
 */
export function startAudioEmbed(root: HTMLElement) {
  const audio = part<HTMLAudioElement>(root, 'audio')
  const play = part(root, 'play')
  const seek = part(root, 'seek')
  const progress = part(root, 'progress')
  const time = part(root, 'time')
  const items = [...root.querySelectorAll<HTMLElement>('[data-embed-item]')]
  let duration = Number(seek.getAttribute('aria-valuemax'))
  let current = 0

  const showPosition = () => {
    const seconds = audio.currentTime
    const played = duration > 0 ? Math.min(100, (seconds / duration) * 100) : 0
    progress.style.clipPath = `inset(0 ${100 - played}% 0 0)`
    time.textContent = formatDuration(seconds)
    seek.setAttribute('aria-valuenow', String(Math.floor(seconds)))
    seek.setAttribute('aria-valuetext', formatDuration(seconds))
  }

  const showPlaying = () => {
    root.toggleAttribute('data-playing', !audio.paused)
    play.setAttribute('aria-label', audio.paused ? 'Play' : 'Pause')
  }

  const seekTo = (seconds: number) => {
    audio.currentTime = Math.max(0, Math.min(duration, seconds))
    showPosition()
  }

  /** A playlist's track becomes the player's: its sound, title, artist, cover and length. */
  const select = (index: number) => {
    const item = items[index]
    current = index
    audio.src = item.dataset.src!
    duration = Number(item.dataset.duration)
    const title = part<HTMLAnchorElement>(root, 'title')
    title.textContent = item.dataset.title!
    title.href = item.dataset.href!
    part(root, 'artist').textContent = item.dataset.artist!
    const cover = part<HTMLImageElement>(root, 'cover')
    cover.hidden = !item.dataset.cover
    if (item.dataset.cover) cover.src = item.dataset.cover
    else cover.removeAttribute('src')
    part(root, 'duration').textContent = formatDuration(duration)
    seek.setAttribute('aria-valuemax', String(Math.floor(duration)))
    for (const other of items) other.removeAttribute('aria-current')
    item.setAttribute('aria-current', 'true')
    showPosition()
    void audio.play()
  }

  play.addEventListener('click', () => (audio.paused ? void audio.play() : audio.pause()))
  audio.addEventListener('play', showPlaying)
  audio.addEventListener('pause', showPlaying)
  audio.addEventListener('timeupdate', showPosition)
  audio.addEventListener('loadedmetadata', () => {
    if (Number.isFinite(audio.duration)) duration = audio.duration
  })
  audio.addEventListener('ended', () => {
    if (current + 1 < items.length) select(current + 1)
  })
  seek.addEventListener('pointerdown', (event) => {
    const box = seek.getBoundingClientRect()
    seekTo(secondsAt(event.clientX - box.left, box.width, duration))
  })
  seek.addEventListener('keydown', (event) => {
    const target = {
      ArrowLeft: audio.currentTime - SEEK_STEP_SECONDS,
      ArrowRight: audio.currentTime + SEEK_STEP_SECONDS,
      Home: 0,
      End: duration,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    seekTo(target)
  })
  items.forEach((item, index) => item.addEventListener('click', () => select(index)))
}
