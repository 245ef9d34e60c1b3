import { startsWithEbmlHeader } from '../../contracts/webm'
import { answerError } from '../../workers/api/http'
import { concatBytes } from '../../workers/media/bytes'
import { discardBody } from '../../workers/media/request-body'
import type { RoomStorage } from '../room/room-storage'
import type { SocketRegistry } from '../room/socket-registry'
import type { MediaRelay } from './media-relay'
import { PushFeed } from './push-feed'
import { MalformedWebmError } from './webm-track-split'

/** The stream a push is for, set by the Worker's door (ingest-door.ts) on the request it forwards to the room. */
export const INGEST_STREAM_HEADER = 'X-Ingest-Stream'

/**
 * How much of a refused push is read and dropped before it is cancelled: a push is endless, and a few seconds of it
 * let a short one end cleanly before its refusal (workers/media/request-body.ts) while the software is told soon.
 */
export const REFUSED_PUSH_READ_BYTES = 1024 * 1024

/** A push that has sent nothing this long gives way to the next one: an encoder whose request was cut reconnects. */
export const PUSH_IDLE_MS = 5_000

const NOT_WEBM = 'The body must be a WebM stream (send it with ffmpeg -f webm)'
const TAKEN_OVER = 'A newer push took over this stream'
const CUT_OFF = 'The push was cut off before its end'

interface IngestRoom {
  registry: SocketRegistry
  storage: RoomStorage
  audio: MediaRelay
  video: MediaRelay
  presence: { arrived(): void; countDown(): Promise<void> }
  /** A stream made ahead for broadcasting software goes live with its first bytes. */
  goLive(): Promise<void>
  /** Ends the stream now, as End Stream does. */
  end(streamId: number): Promise<void>
}

interface Push {
  lastBytesAt: number
  stop(): Promise<void>
}

/**
 * POST /ingest/{streamKey} inside the stream's room: broadcasting software pushes a WebM as one streamed request body,
 * and the room takes it as a browser host's media sockets (push-feed.ts). One broadcaster at a time: a push or a
 * browser host, never both. A body that ends cleanly is an encoder that stopped: the stream it broadcast ends at once.
 * A body cut off (a dropped connection) leaves the host's usual grace to come back (host-presence.ts).
 */
export class Ingest {
  private running: Push | null = null

  constructor(private readonly room: IngestRoom) {}

  /** Whether a push broadcasts now (browser host sockets are then refused). */
  get isRunning(): boolean {
    return this.running !== null
  }

  async receive(body: ReadableStream<Uint8Array> | null): Promise<Response> {
    const refusal = this.refusal()
    if (refusal) {
      await discardBody(body, { atMost: REFUSED_PUSH_READ_BYTES })
      return answerError(409, refusal)
    }
    if (!body) return answerError(415, NOT_WEBM)
    const reader = body.getReader()
    const push: Push = { lastBytesAt: Date.now(), stop: () => reader.cancel() }
    const replaced = this.running
    this.running = push
    await replaced?.stop()
    try {
      return await this.pump(reader, push)
    } finally {
      if (this.running === push) {
        this.running = null
        await this.stopped()
      }
    }
  }

  /** Why a push cannot start now, or null. */
  private refusal(): string | null {
    const { registry, storage } = this.room
    if (storage.ended) return 'This stream has ended'
    if (registry.audience('audio-hosts').length + registry.audience('video-hosts').length > 0) {
      return 'This stream is live from the studio in a browser; a program cannot broadcast it at the same time'
    }
    if (this.running && Date.now() - this.running.lastBytesAt < PUSH_IDLE_MS) {
      return 'Another program is already broadcasting this stream'
    }
    return null
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>, push: Push): Promise<Response> {
    let chunk: Uint8Array = new Uint8Array(0)
    while (chunk.length < 4) {
      const read = await this.next(reader, push)
      if (!read) return answerError(409, TAKEN_OVER)
      if (read === 'cut-off') return answerError(400, CUT_OFF)
      if (read.done) break
      chunk = concatBytes([chunk, read.value])
    }
    if (!startsWithEbmlHeader(chunk.slice(0, 4).buffer)) {
      await discardBody(reader, { atMost: REFUSED_PUSH_READ_BYTES })
      return answerError(415, NOT_WEBM)
    }
    const feed = new PushFeed(this.room.audio, this.room.video, (relay) => this.wentLive(relay))
    try {
      for (;;) {
        push.lastBytesAt = Date.now()
        await feed.take(chunk)
        if (this.room.storage.ended) break
        const read = await this.next(reader, push)
        if (!read) break
        if (read === 'cut-off') return answerError(400, CUT_OFF)
        if (read.done) {
          await this.encoderStopped()
          return new Response(null, { status: 204 })
        }
        chunk = read.value
      }
    } catch (error) {
      if (!(error instanceof MalformedWebmError)) throw error
      await reader.cancel()
      return answerError(400, error.message)
    }
    await reader.cancel()
    return answerError(409, this.room.storage.ended ? 'This stream has ended' : TAKEN_OVER)
  }

  /**
   * The body's next bytes; null once a newer push took over (its takeover cancels this body mid-read), 'cut-off' when
   * the connection dropped before the body's end.
   */
  private async next(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    push: Push,
  ): Promise<ReadableStreamReadResult<Uint8Array> | 'cut-off' | null> {
    try {
      const read = await reader.read()
      return this.running === push ? read : null
    } catch {
      return this.running === push ? 'cut-off' : null
    }
  }

  /** The encoder closed its body: a stream it broadcast ends now rather than after the grace. */
  private async encoderStopped(): Promise<void> {
    const { audio, video, storage } = this.room
    if ((audio.pushing || video.pushing) && storage.streamId !== null) await this.room.end(storage.streamId)
  }

  /** A channel's first chunk of the push went out: the stream and the channel are live, and the stream has its host. */
  private async wentLive(relay: MediaRelay): Promise<void> {
    await this.room.goLive()
    relay.pushing = true
    this.room.presence.arrived()
    await relay.announceStatus()
  }

  /** The push ended: its channels go off, and the stream ends unless a host comes back within the grace. */
  private async stopped(): Promise<void> {
    for (const relay of [this.room.audio, this.room.video]) {
      if (!relay.pushing) continue
      relay.pushing = false
      if (!this.room.storage.ended) await relay.announceStatus()
    }
    await this.room.presence.countDown()
  }
}
