import * as common from '@wasm-audio-decoders/common'

/** How much of a decoder's embedded wasm text names it: its encoding header, which carries a checksum of the wasm. */
export const FINGERPRINT_LENGTH = 21

/** A decoder's Emscripten code, as the decoders' shared module map knows it. */
export interface EmscriptenCode {
  /** The embedded wasm, compressed into text. */
  wasm?: string
}

// The package's types leave out this export, which its code has.
const { WASMAudioDecoderCommon } = common as unknown as {
  WASMAudioDecoderCommon: { new (): unknown; modules: WeakMap<EmscriptenCode, Promise<unknown>> }
}

/**
 * The map in which every audio decoder looks up its compiled wasm by its Emscripten code before compiling the
 * embedded text itself; the decoders' common code defines it when first constructed.
 */
export function decoderModules() {
  new WASMAudioDecoderCommon()
  return WASMAudioDecoderCommon.modules
}
