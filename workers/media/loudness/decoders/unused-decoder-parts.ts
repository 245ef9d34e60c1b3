/**
 * Stands in for two packages the audio decoders import but the Worker never runs, aliased in wrangler.toml and
 * vitest.config.ts: @eshaz/web-worker, for their web-worker variants, whose browser build reads a global `Worker`
 * that workerd lacks; and @wasm-audio-decoders/opus-ml, Opus's machine-learning enhancement (off unless asked for),
 * whose 8 MB of models would push the Worker over its size limit.
 */
class UnusedDecoderPart {
  constructor() {
    throw new Error('this part of the audio decoders is not in the Worker')
  }
}

export default UnusedDecoderPart
export { UnusedDecoderPart as OpusMLDecoder, UnusedDecoderPart as OpusMLDecoderWebWorker }
