/** A run of decoded audio: one Float32Array a channel, all the same length, full scale ±1. */
export interface Pcm {
  channels: Float32Array[]
  sampleRate: number
}

/**
 * Decodes one audio file fed in pieces as it streams from R2: `decode` each piece, then `flush` for what the decoder
 * still held; each hands back the audio decoded so far (none while it waits for more). `free` lets go of the
 * decoder's memory, whatever happened.
 */
export interface PcmDecoder {
  decode(piece: Uint8Array): Promise<Pcm | null>
  flush(): Promise<Pcm | null>
  free(): void
}
