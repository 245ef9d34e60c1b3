/**
 * Writes the WebAssembly of the audio decoders (mpg123-decoder, @wasm-audio-decoders/flac and ogg-vorbis,
 * opus-decoder) to `workers/media/loudness/decoders/wasm/` as .wasm files, with each one's fingerprint. The packages
 * carry their wasm as compressed text compiled at run time, which workerd refuses; the Worker imports these files
 * instead, compiled at build time (docs/decisions/039-loudness-measured-in-a-queue.md). Run by `npm install`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { FLACDecoder } from '@wasm-audio-decoders/flac'
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis'
import { MPEGDecoder } from 'mpg123-decoder'
import { OpusDecoder } from 'opus-decoder'
import {
  decoderModules,
  FINGERPRINT_LENGTH,
  type EmscriptenCode,
} from '../workers/media/loudness/decoders/decoder-modules'

const OUT = new URL('../workers/media/loudness/decoders/wasm/', import.meta.url)
const DECODERS = {
  mpeg: () => new MPEGDecoder(),
  flac: () => new FLACDecoder(),
  vorbis: () => new OggVorbisDecoder(),
  opus: () => new OpusDecoder(),
}

const compiled: Uint8Array[] = []
const compile = WebAssembly.compile.bind(WebAssembly)
WebAssembly.compile = (bytes) => {
  compiled.push(new Uint8Array(bytes as ArrayBuffer))
  return compile(bytes)
}
const modules = decoderModules()
const requested: EmscriptenCode[] = []
const get = modules.get.bind(modules)
modules.get = (ref) => {
  requested.push(ref)
  return get(ref)
}

await mkdir(OUT, { recursive: true })
const fingerprints: Record<string, string> = {}
for (const [name, create] of Object.entries(DECODERS)) {
  const decoder = create()
  await decoder.ready
  decoder.free()
  // The last code looked up with embedded wasm: the decoder's own (the inflater looked up before it has none).
  const code = requested.filter((looked) => looked.wasm).at(-1)!
  fingerprints[name] = code.wasm!.slice(0, FINGERPRINT_LENGTH)
  await writeFile(new URL(`${name}.wasm`, OUT), compiled.at(-1)!)
}
await writeFile(new URL('fingerprints.json', OUT), `${JSON.stringify(fingerprints, null, 2)}\n`)
console.log(`decoder wasm written: ${Object.keys(fingerprints).join(', ')}`)
