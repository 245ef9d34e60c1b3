const HEADER_SCAN_BYTES = 4096

const CODEC_IDS: [string, string][] = [
  ['V_VP8', 'vp8'],
  ['V_VP9', 'vp9'],
  ['A_OPUS', 'opus'],
]

/**
 * The MediaSource type of a live WebM stream, read from its header's CodecIDs: the host's browser chose VP8 or VP9
 * (whichever its MediaRecorder supports), and an encoder may send sound along with the picture.
 */
export function webmTypeOf(header: ArrayBuffer): string {
  // The Tracks element sits in the first few hundred bytes; the rest of a first chunk is picture.
  const text = Array.from(new Uint8Array(header, 0, Math.min(header.byteLength, HEADER_SCAN_BYTES)), (byte) =>
    String.fromCharCode(byte),
  ).join('')
  const codecs = CODEC_IDS.filter(([id]) => text.includes(id)).map(([, codec]) => codec)
  return `video/webm; codecs="${codecs.join(',')}"`
}
