import { createHash } from 'node:crypto'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

const ENTRY = 'app/lib/embed/embed-script.ts'
const VIRTUAL_ID = 'virtual:embed-script'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

interface BuiltScript {
  fileName: string
  code: string
}

/** The embed pages' one script, bundled on its own so it shares no chunk with the app's shell. */
async function bundleEmbedScript(): Promise<BuiltScript> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  })
  const code = result.outputFiles[0].text
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
  return { fileName: `assets/embed-${hash}.js`, code }
}

/**
 * docs/decisions/037-embeds-framed-and-small.md: `import embedScriptUrl from 'virtual:embed-script'` is the URL of
 * the embed pages' script; the client build writes that file beside the app's assets. The bundle is deterministic,
 * so the server and client builds name the same file.
 */
export function embedScript(): Plugin {
  let built: Promise<BuiltScript> | undefined
  let ssr = false
  const bundle = () => (built ??= bundleEmbedScript())
  return {
    name: 'embed-script',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return
      const { fileName } = await bundle()
      return `export default ${JSON.stringify(`/${fileName}`)}`
    },
    async generateBundle() {
      if (ssr) return
      const { fileName, code } = await bundle()
      this.emitFile({ type: 'asset', fileName, source: code })
    },
  }
}
