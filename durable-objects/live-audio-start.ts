import { clusterStart } from './ebml'

/** A host sending megabytes without a Cluster is broken or hostile: the room stops holding its audio for joiners. */
const MAX_CLUSTER_BYTES = 2 * 1024 * 1024

/**
 * What a listener who joins a live WebM stream needs before the live chunks: the container header (everything
 * before the first Cluster) and the current Cluster from its start. MediaRecorder cuts its chunks anywhere, even
 * inside a block, so a header followed by live chunks from the middle of a Cluster cannot be decoded; from a
 * Cluster's start on it can. Each host chunk is scanned once here; listeners only ever get the buffers.
 */
export class LiveAudioStart {
  private cluster: ArrayBuffer[] = []
  private clusterBytes = 0
  /** False until a Cluster start is seen (after a wake-up, or a Cluster too big to hold). */
  private aligned = false

  /** The host's first chunk of a connection: returns the header and keeps what follows it as the current Cluster. */
  begin(first: ArrayBuffer): ArrayBuffer {
    this.restart(true)
    const offset = clusterStart(new Uint8Array(first), 'first')
    if (offset <= 0) return first
    this.keep(first.slice(offset))
    return first.slice(0, offset)
  }

  /** Every later chunk, in order (also from a host connection that carries on the same recording). */
  push(chunk: ArrayBuffer): void {
    const offset = clusterStart(new Uint8Array(chunk), 'last')
    if (offset >= 0) this.restart(true)
    if (this.aligned) this.keep(offset > 0 ? chunk.slice(offset) : chunk)
  }

  /** The current Cluster so far, to send right after the header. */
  get currentCluster(): readonly ArrayBuffer[] {
    return this.cluster
  }

  private keep(bytes: ArrayBuffer): void {
    this.cluster.push(bytes)
    this.clusterBytes += bytes.byteLength
    if (this.clusterBytes > MAX_CLUSTER_BYTES) this.restart(false)
  }

  private restart(aligned: boolean): void {
    this.cluster = []
    this.clusterBytes = 0
    this.aligned = aligned
  }
}
