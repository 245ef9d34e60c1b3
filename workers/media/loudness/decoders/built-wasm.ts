import { decoderModules, FINGERPRINT_LENGTH } from './decoder-modules'
import flac from './wasm/flac.wasm'
import fingerprints from './wasm/fingerprints.json'
import mpeg from './wasm/mpeg.wasm'
import opus from './wasm/opus.wasm'
import vorbis from './wasm/vorbis.wasm'

let installed = false

/**
 * Hands the audio decoders the wasm modules compiled at build time. The decoders look a module up by their
 * Emscripten code in a shared map before compiling their embedded wasm text, which workerd refuses to compile at
 * run time; each code is known here by the fingerprint of that text
 * (docs/decisions/039-loudness-measured-in-a-queue.md).
 */
export function installBuiltDecoderWasm() {
  if (installed) return
  installed = true
  const byFingerprint = new Map<string, WebAssembly.Module>([
    [fingerprints.flac, flac],
    [fingerprints.mpeg, mpeg],
    [fingerprints.opus, opus],
    [fingerprints.vorbis, vorbis],
  ])
  const modules = decoderModules()
  const lookUp = modules.get.bind(modules)
  modules.get = (code) => {
    const built = code.wasm && byFingerprint.get(code.wasm.slice(0, FINGERPRINT_LENGTH))
    return lookUp(code) ?? (built ? Promise.resolve(built) : undefined)
  }
}
