import { concatBytes } from '../../workers/media/bytes'
import { clusterStart } from './ebml'
import type { MediaRelay } from './media-relay'
import { WebmTrackSplit } from './webm-track-split'

const own = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer

/**
 * The bytes of one push, as they arrive, to the room's relays as a browser host's sockets would send them: the whole
 * WebM to /video when it has a picture (its first chunk the header through the first Cluster's start), and its sound
 * alone to /audio (webm-track-split.ts). A channel goes live with its first chunk.
 */
export class PushFeed {
  private readonly split = new WebmTrackSplit()
  /** The push's bytes until its header is whole, then whether they go to /video. */
  private picture: Uint8Array | 'flowing' | 'none' = new Uint8Array(0)
  private audioOpened = false

  constructor(
    private readonly audio: MediaRelay,
    private readonly video: MediaRelay,
    private readonly wentLive: (relay: MediaRelay) => Promise<void>,
  ) {}

  async take(chunk: Uint8Array): Promise<void> {
    const sound = this.split.push(chunk)
    await this.feedVideo(chunk)
    if (sound.length === 0) return
    const opens = !this.audioOpened
    this.audioOpened = true
    await this.audio.fromHost(own(sound), opens)
    if (opens) await this.wentLive(this.audio)
  }

  private async feedVideo(chunk: Uint8Array): Promise<void> {
    if (this.split.hasVideo === false) this.picture = 'none'
    if (this.picture === 'none') return
    if (this.picture === 'flowing') return this.video.fromHost(own(chunk), false)
    const head = concatBytes([this.picture, chunk])
    this.picture = head
    if (!this.split.hasVideo || clusterStart(head, 'first') < 0) return
    this.picture = 'flowing'
    await this.video.fromHost(own(head), true)
    await this.wentLive(this.video)
  }
}
