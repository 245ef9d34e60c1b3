import type { MediaChannel, ServerMessage } from '../../contracts/room'
import { getDb } from '../../workers/db/client'
import { publishLiveRecording, type RoomStream } from '../../workers/db/streams'
import { queueLoudness } from '../../workers/loudness-queue'
import type { Outbox } from '../room/outbox'
import type { RoomStorage } from '../room/room-storage'
import { Recording, RECORDING_LIMITS, type RecordingLimits } from './recording'
import { RecordingSplice } from './recording-splice'
import { VideoRecording } from './video-recording'
import { webmTimecodeScale } from './webm-duration'

interface RecordedRoom {
  storage: RoomStorage
  outbox: Outbox
  loadStream(): Promise<RoomStream | undefined>
}

/**
 * What the host sends is recorded: the audio, and beside it the video of each host connection, until the audio
 * recording is published as the host's track with its video segments.
 */
export class StreamRecordings {
  /** The recordings' limits; a test lowers them before the first chunk. */
  limits: RecordingLimits = RECORDING_LIMITS
  private audio: Recording | undefined
  private video: VideoRecording | undefined
  private splice: RecordingSplice | undefined

  constructor(
    private readonly room: RecordedRoom,
    private readonly sql: SqlStorage,
    private readonly env: Env,
  ) {}

  /**
   * Records a chunk (`opens`: it opens with a header; `lastCluster`: the relay's Cluster before it). Video is
   * recorded beside the audio until the audio recording is published. The audio of each new host connection is
   * spliced onto what is recorded (recording-splice.ts), so the recording stays one file. An audio recording that
   * reaches its limit is published at once and the host told; the stream and its audio go on.
   */
  async record(
    channel: MediaChannel,
    chunk: ArrayBuffer,
    opens: boolean,
    lastCluster: readonly ArrayBuffer[],
  ): Promise<void> {
    if (channel === 'video') return opens ? this.videoRecording().begin(chunk) : this.videoRecording().append(chunk)
    const recorded = this.audioSplice().next(chunk, opens, lastCluster)
    const stoppedBy = recorded && this.audioRecording().append(recorded)
    if (!stoppedBy) return
    const message: ServerMessage = { type: 'recording-stopped', data: { reason: stoppedBy } }
    this.room.outbox.broadcast('studio-hosts', message)
    this.room.outbox.broadcast('audio-hosts', message)
    await this.publish()
  }

  /**
   * Completes what was recorded and publishes it as the host's track (once: a finished recording is cleared), whose
   * loudness the media queue then measures as an upload's.
   */
  async publish(): Promise<void> {
    const stream = await this.room.loadStream()
    if (!stream) return
    const header = this.room.storage.media.audio.header
    this.audioSplice().clear()
    const recording = await this.audioRecording().finish(header ? webmTimecodeScale(new Uint8Array(header)) : undefined)
    const video = await this.videoRecording().finish()
    if (recording) {
      const segments = video.map(({ startedAt, ...segment }) => ({
        ...segment,
        startMs: startedAt - recording.startedAt,
      }))
      await publishLiveRecording(getDb(this.env.DB), stream, recording, segments)
      await queueLoudness(this.env, recording.key)
    } else if (video.length > 0) {
      await this.env.MEDIA.delete(video.map((segment) => segment.key))
    }
  }

  private audioRecording(): Recording {
    this.audio ??= new Recording(this.sql, this.env.MEDIA, this.room.storage.streamId!, this.limits)
    return this.audio
  }

  private audioSplice(): RecordingSplice {
    this.splice ??= new RecordingSplice(this.sql)
    return this.splice
  }

  private videoRecording(): VideoRecording {
    this.video ??= new VideoRecording(this.sql, this.env.MEDIA, this.room.storage.streamId!, this.limits)
    return this.video
  }
}
