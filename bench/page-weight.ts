/**
 * Page weight: for each page, the JavaScript it loads before any interaction and the bytes of its HTML.
 * Against `wrangler dev` on the last build with the seeded demo data (`startBenchServer`), each page's HTML is fetched
 * (pages that need an account signed in as demo/demo1234); its scripts are the `<link rel="modulepreload">` hrefs,
 * the modules its inline module script imports (the entry and the route modules), and every module those import
 * statically (so a module Remix forgot to preload still counts). Each is fetched and gzipped with zlib level 9.
 * Run with `npm run bench:page-weight` after `npm run build`.
 */
import { gzipSync } from 'node:zlib'
import { runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { signIn } from './sign-in'

const HOME_TARGET_KB = 120
const ROUTE_TARGET_KB = 150
/** An embed runs inside another site's page: docs/decisions/037-embeds-framed-and-small.md. */
export const EMBED_TARGET_KB = 60
const HEAVIEST_SHOWN = 10

export interface Page {
  path: string
  signedIn: boolean
}

interface ModuleWeight {
  url: string
  raw: number
  gzip: number
}

interface PageWeight {
  path: string
  status: number
  htmlBytes: number
  htmlGzipBytes: number
  jsGzipBytes: number
  jsRawBytes: number
  modules: ModuleWeight[]
}

const gzipSize = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

const targetKbOf = (path: string) =>
  path === '/' ? HOME_TARGET_KB : path.startsWith('/embed/') ? EMBED_TARGET_KB : ROUTE_TARGET_KB

/** The module URLs a page names in its HTML: modulepreload links and the imports of its inline module scripts. */
export function scriptsNamedIn(html: string): string[] {
  const urls = new Set<string>()
  for (const link of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(link[0])) continue
    const href = /\bhref="([^"]+)"/.exec(link[0])?.[1]
    if (href) urls.add(href)
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc="([^"]+)"/.test(script[1])) urls.add(/\bsrc="([^"]+)"/.exec(script[1])![1])
    if (!/\btype="module"/.test(script[1])) continue
    for (const found of script[2].matchAll(
      /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']|\bimport\(\s*["']([^"']+\.js)["']\s*\)/g,
    )) {
      urls.add(found[1] ?? found[2])
    }
  }
  return [...urls]
}

/** The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`), as absolute paths. */
export function staticImportsOf(source: string, url: string): string[] {
  const imports: string[] = []
  for (const found of source.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g)) {
    imports.push(new URL(found[1], `http://x${url}`).pathname)
  }
  return imports
}

async function firstId(baseUrl: string, ...lists: string[]): Promise<number> {
  for (const list of lists) {
    const items = (await (await fetch(`${baseUrl}${list}`)).json()) as { id: number }[]
    if (items.length) return items[0].id
  }
  throw new Error(`no seeded item in ${lists.join(', ')}`)
}

async function pagesToWeigh(baseUrl: string): Promise<Page[]> {
  const trackId = await firstId(baseUrl, '/api/tracks?limit=1')
  const streamId = await firstId(baseUrl, '/api/streams/featured', '/api/streams?limit=1')
  const visitor = [
    '/',
    '/discover',
    '/streams',
    '/tracks',
    '/profile/demo',
    `/track/${trackId}`,
    `/stream/${streamId}`,
    '/posts',
    '/search?q=a',
    `/embed/track/${trackId}`,
    `/embed/stream/${streamId}`,
  ]
  const signedIn = ['/library', '/settings', '/go-live', '/upload-track', '/dashboard']
  return [...visitor.map((path) => ({ path, signedIn: false })), ...signedIn.map((path) => ({ path, signedIn: true }))]
}

export async function weighPage(
  baseUrl: string,
  page: Page,
  cookie: string,
  cache: Map<string, Promise<string>>,
): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}${page.path}`, {
    headers: page.signedIn ? { Cookie: cookie } : {},
    redirect: 'manual',
  })
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`)
  const source = (url: string) => {
    if (!cache.has(url)) {
      cache.set(
        url,
        fetch(`${baseUrl}${url}`).then(async (asset) => {
          if (!asset.ok) throw new Error(`${url} answered ${asset.status}`)
          return asset.text()
        }),
      )
    }
    return cache.get(url)!
  }
  const seen = new Set<string>()
  let pending = scriptsNamedIn(html)
  while (pending.length) {
    const fresh = pending.filter((url) => !seen.has(url))
    fresh.forEach((url) => seen.add(url))
    const sources = await Promise.all(fresh.map(async (url) => ({ url, text: await source(url) })))
    pending = sources.flatMap(({ url, text }) => staticImportsOf(text, url))
  }
  const modules = await Promise.all(
    [...seen].map(async (url) => {
      const text = await source(url)
      return { url, raw: Buffer.byteLength(text), gzip: gzipSize(text) }
    }),
  )
  modules.sort((a, b) => b.gzip - a.gzip)
  return {
    path: page.path,
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    jsGzipBytes: modules.reduce((sum, module) => sum + module.gzip, 0),
    jsRawBytes: modules.reduce((sum, module) => sum + module.raw, 0),
    modules,
  }
}

function rowsOf(pages: PageWeight[]): BenchRow[] {
  const home = pages.find((page) => page.path === '/')!
  const heaviest = pages.reduce((max, page) => (page.jsGzipBytes > max.jsGzipBytes ? page : max))
  const rows: BenchRow[] = [
    {
      measure: 'First-load JS of / (gzip -9)',
      value: `${kb(home.jsGzipBytes)} KB in ${home.modules.length} modules`,
      target: `≤ ${HOME_TARGET_KB} KB`,
      pass: kb(home.jsGzipBytes) <= HOME_TARGET_KB,
    },
    {
      measure: 'Heaviest route first-load JS (gzip -9)',
      value: `${heaviest.path}: ${kb(heaviest.jsGzipBytes)} KB in ${heaviest.modules.length} modules`,
      target: `≤ ${ROUTE_TARGET_KB} KB`,
      pass: kb(heaviest.jsGzipBytes) <= ROUTE_TARGET_KB,
    },
  ]
  for (const page of pages) {
    rows.push({
      measure: `${page.path}: first-load JS · HTML`,
      value: `${kb(page.jsGzipBytes)} KB in ${page.modules.length} modules · HTML ${kb(page.htmlBytes)} KB (${kb(page.htmlGzipBytes)} KB gzip)`,
      target: `≤ ${targetKbOf(page.path)} KB`,
      pass: kb(page.jsGzipBytes) <= targetKbOf(page.path),
    })
  }
  return rows
}

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer()
  try {
    const cookie = await signIn(server.baseUrl)
    const cache = new Map<string, Promise<string>>()
    const pages: PageWeight[] = []
    for (const page of await pagesToWeigh(server.baseUrl))
      pages.push(await weighPage(server.baseUrl, page, cookie, cache))
    const heaviestModules = [
      ...new Map(pages.flatMap((page) => page.modules).map((module) => [module.url, module])).values(),
    ]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, HEAVIEST_SHOWN)
    return {
      section: 'Page weight (first-load JS gzip -9, HTML)',
      rows: rowsOf(pages),
      details: {
        gzip: 'zlib level 9',
        pages: pages.map(({ modules, ...page }) => ({
          ...page,
          moduleCount: modules.length,
          heaviest: modules.slice(0, HEAVIEST_SHOWN).map((module) => `${module.url} ${kb(module.gzip)} KB`),
        })),
        heaviestModules: heaviestModules.map((module) => ({
          url: module.url,
          rawKB: kb(module.raw),
          gzipKB: kb(module.gzip),
        })),
      },
    }
  } finally {
    server.stop()
  }
}

runAlone(import.meta.url, run)
