import { clusterStart } from './ebml'

/** A host sending megabytes without a Cluster is broken or hostile: the room stops holding its stream for joiners. */
const MAX_CLUSTER_BYTES = 2 * 1024 * 1024

/** Where the current Cluster is kept, so a listener who joins after the room woke up still gets it. */
export interface ClusterStore {
  /** The Cluster so far, in order; null while unaligned (no Cluster start seen since the last restart). */
  load(): ArrayBuffer[] | null
  restart(aligned: boolean): void
  keep(bytes: ArrayBuffer): void
}

/**
 * What a listener who joins a live WebM stream needs before the live chunks: the container header (everything
 * before the first Cluster) and the current Cluster from its start. MediaRecorder cuts its chunks anywhere, even
 * inside a block, so a header followed by live chunks from the middle of a Cluster cannot be decoded; from a
 * Cluster's start on it can. Each host chunk is scanned once here; listeners only ever get the buffers.
 */
export class LiveMediaStart {
  /** The store's Cluster, read once per wake-up; null while unaligned. */
  private cluster: ArrayBuffer[] | null | undefined
  private clusterBytes = 0

  constructor(private readonly store: ClusterStore) {}

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
    if (this.current()) this.keep(offset > 0 ? chunk.slice(offset) : chunk)
  }

  /** The current Cluster so far, to send right after the header. */
  get currentCluster(): readonly ArrayBuffer[] {
    return this.current() ?? []
  }

  private current(): ArrayBuffer[] | null {
    if (this.cluster === undefined) {
      this.cluster = this.store.load()
      this.clusterBytes = this.cluster?.reduce((size, part) => size + part.byteLength, 0) ?? 0
    }
    return this.cluster
  }

  private keep(bytes: ArrayBuffer): void {
    this.current()!.push(bytes)
    this.store.keep(bytes)
    this.clusterBytes += bytes.byteLength
    if (this.clusterBytes > MAX_CLUSTER_BYTES) this.restart(false)
  }

  private restart(aligned: boolean): void {
    this.cluster = aligned ? [] : null
    this.clusterBytes = 0
    this.store.restart(aligned)
  }
}
