import type { ServerBuild } from '@remix-run/cloudflare'
// `npm run build` writes the Remix server bundle before wrangler bundles this Worker; it ships no declarations.
// @ts-expect-error generated JavaScript without types
import * as generated from '../build/server/index.js'

export const remixBuild = generated as unknown as ServerBuild
