import { useLiveMediaBroadcast, type BroadcastRecorder } from './use-live-media-broadcast'

/** Opus in WebM (docs/product/room-protocol.md#audio-and-video-relay). */
const AUDIO_RECORDER: BroadcastRecorder = { options: { mimeType: 'audio/webm;codecs=opus' } }

/** While live, the host's microphone goes to /audio (listeners, and the stream's recording). */
export const useLiveAudioBroadcast = (streamId: number | null, audioTrack: MediaStreamTrack | null) =>
  useLiveMediaBroadcast('audio', streamId, audioTrack, AUDIO_RECORDER)
