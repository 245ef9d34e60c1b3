import { useCallback, useEffect, useRef, useState } from 'react'
import { startsWithEbmlHeader } from '../../contracts/webm'
import { MediaSourcePlayer } from '~/lib/live/media-source-player'
import { listenerSocketUrl } from '~/lib/live/socket-url'
import { parseRoomFrame } from '~/lib/live/room-messages'
import { toast } from './use-toast'
import type { DropReason } from '~/lib/live/live-socket'
import { audioRetryPolicy } from '~/lib/live/retry-policies'
import { useLiveSocket } from './use-live-socket'

/**
 * waiting: connected, no audio yet; playing: audio is decoding; blocked: the browser wants a click before sound;
 * ended: the broadcaster ended the stream; failed: the relay could not be reached or the audio not decoded;
 * unsupported: this browser has no MediaSource that plays the stream.
 */
export type LiveAudioState = 'waiting' | 'playing' | 'blocked' | 'ended' | 'failed' | 'unsupported'

export const DEFAULT_STREAM_VOLUME = 0.8

const MAX_DECODER_RESTARTS = 3

/** The viewer page's live audio from /audio?role=listener, with volume, mute and an analyser for the meters. */
export function useLiveAudio(streamId: number, isLive: boolean) {
  const [state, setState] = useState<LiveAudioState>('waiting')
  const [player, setPlayer] = useState<MediaSourcePlayer | null>(null)
  const [volume, setVolume] = useState(DEFAULT_STREAM_VOLUME)
  const [muted, setMuted] = useState(false)
  const stateRef = useRef(state)
  stateRef.current = state
  const starting = useRef(false)
  const announced = useRef(false)
  // Each decoder failure rebuilds the player on a fresh relay connection (header first); a few, then give up.
  const [generation, setGeneration] = useState(0)

  const fail = useCallback((title: string, description: string) => {
    if (stateRef.current === 'failed' || stateRef.current === 'ended') return
    setState('failed')
    toast({ title, description, variant: 'destructive' })
  }, [])

  const end = useCallback(() => {
    if (stateRef.current === 'ended') return
    setState('ended')
    toast({ title: 'Audio stream ended', description: 'The broadcaster has ended the stream.' })
  }, [])

  // The chat socket may hear of the end first: the page then passes isLive false.
  const wasLive = useRef(isLive)
  useEffect(() => {
    if (wasLive.current && !isLive) end()
    wasLive.current = isLive
  }, [isLive, end])

  const listening = isLive && state !== 'ended' && state !== 'failed' && state !== 'unsupported'

  useEffect(() => {
    if (!listening) return
    if (!MediaSourcePlayer.isSupported()) return setState('unsupported')
    const next = new MediaSourcePlayer((error) => {
      console.error('Live audio decoding failed', error)
      if (generation >= MAX_DECODER_RESTARTS) return fail('Connection error', 'Failed to connect to audio stream.')
      setState((current) => (current === 'playing' ? 'waiting' : current))
      setGeneration(generation + 1)
    })
    setPlayer(next)
    return () => {
      next.dispose()
      setPlayer(null)
    }
    // A player lives as long as the listening does; state changes within it must not rebuild it.
  }, [listening, fail, generation])

  useEffect(() => player?.setVolume(volume, muted), [player, volume, muted])

  const startPlayback = useCallback(async () => {
    if (!player || starting.current) return
    starting.current = true
    try {
      await player.play()
      if (player.disposed) return
      setState('playing')
      if (!announced.current) toast({ title: 'Audio stream connected' })
      announced.current = true
    } catch (error) {
      // Only a refused autoplay waits for a click; anything else (an interrupted play) is retried on the next chunk.
      if (error instanceof DOMException && error.name === 'NotAllowedError') setState('blocked')
      else console.warn('Live audio did not start yet', error)
    } finally {
      starting.current = false
    }
  }, [player])

  const onMessage = useCallback(
    (data: string | ArrayBuffer) => {
      if (typeof data !== 'string') {
        if (!player) return
        // A host who came back (a reload, another tab) starts a new recording: the player starts again from its
        // header, paused, and plays once more.
        const restarted = startsWithEbmlHeader(data) && stateRef.current === 'playing'
        player.append(data)
        if (restarted || stateRef.current === 'waiting') void startPlayback()
        return
      }
      for (const control of parseRoomFrame(data)) {
        if (control.type === 'stream_status' && !control.data.isLive) end()
      }
    },
    [player, startPlayback, end],
  )

  const onDrop = useCallback(
    (_reason: DropReason, delay: number | null) => {
      if (delay === null) fail('Audio stream error', 'Failed to connect to audio stream. The stream may be offline.')
    },
    [fail],
  )

  const url = player ? listenerSocketUrl('/audio', streamId, generation) : null
  useLiveSocket({ url, policy: audioRetryPolicy, onMessage, onDrop })

  return { state, analyser: player?.analyser ?? null, volume, setVolume, muted, setMuted, startPlayback }
}
