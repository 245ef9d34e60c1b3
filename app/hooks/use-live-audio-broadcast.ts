import { useLiveMediaBroadcast, type BroadcastRecorder } from './use-live-media-broadcast'

/** PRODUCT.md §4: Opus in WebM. */
const AUDIO_RECORDER: BroadcastRecorder = { options: { mimeType: 'audio/webm;codecs=opus' } }

/** While live, the host's microphone goes to /audio (listeners, and the stream's recording). */
export const useLiveAudioBroadcast = (streamId: number | null, audioTrack: MediaStreamTrack | null) =>
  useLiveMediaBroadcast('audio', streamId, audioTrack, AUDIO_RECORDER)
