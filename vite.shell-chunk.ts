import { dirname, resolve } from 'node:path'
import type { GetModuleInfo, ModuleInfo } from 'rollup'

/**
 * The modules every page runs: React, Remix, the root route and everything they import statically. Rollup splits
 * them into dozens of shared chunks (each module the root shares with a route or a lazy part gets one), and each
 * chunk compresses alone and names its imports by hash; one chunk for all of them is about 10 KB lighter (gzip) on
 * every page. See docs/decisions/018-first-load-weight.md.
 */
export function shellChunk({
  name,
  root,
  entry,
  home,
}: {
  name: string
  root: RegExp
  entry: RegExp
  home?: { name: string; route: RegExp }
}) {
  let chunkOf: Map<string, string> | undefined
  return (
    id: string,
    { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo },
  ) => {
    if (!chunkOf) {
      const ids = [...getModuleIds()]
      // The entry itself stays apart: Remix imports it last, after the route modules are in place.
      const entryImports = ids
        .filter((moduleId) => entry.test(moduleId))
        .flatMap((moduleId) => getModuleInfo(moduleId)?.importedIds ?? [])
      const shell = closureOf([...ids.filter((moduleId) => root.test(moduleId)), ...entryImports], getModuleInfo)
      chunkOf = new Map([...shell].map((moduleId) => [moduleId, name]))
      // The home page's parts (cards, like and follow buttons) are shared with most pages: one chunk for them too.
      const homeRoute = home && ids.filter((moduleId) => home.route.test(moduleId))
      for (const routeId of homeRoute ?? []) {
        for (const moduleId of closureOf([...(getModuleInfo(routeId)?.importedIds ?? [])], getModuleInfo)) {
          if (!chunkOf.has(moduleId)) chunkOf.set(moduleId, home!.name)
        }
      }
    }
    return chunkOf.get(id)
  }
}

type Node = ModuleInfo['ast'] & { body: Statement[] }
interface Statement {
  type: string
  source?: { value: string } | null
  specifiers?: {
    type: string
    local: { name: string }
    imported?: { name?: string; value?: string }
    exported?: { name?: string; value?: string }
  }[]
}

const nameOf = (node: { name?: string; value?: string } | undefined) => node?.name ?? node?.value ?? ''

/** The module a specifier in `from` names, among the modules `from` imports. */
function resolveIn(from: ModuleInfo, source: string): string | undefined {
  if (source.startsWith('.')) {
    const path = resolve(dirname(from.id), source)
    return from.importedIds.find((id) => id === path || id.startsWith(`${path}.`) || id.startsWith(`${path}/index.`))
  }
  return from.importedIds.find((id) => id.includes(`/node_modules/${source}/`))
}

/** A package's index that only imports and re-exports (lucide-react's icons, TanStack Query's hooks). */
function isBarrel(info: ModuleInfo): boolean {
  const body = (info.ast as Node | null)?.body
  if (!info.id.includes('/node_modules/') || !body) return false
  return body.every(
    (statement) =>
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      (statement.type === 'ExportNamedDeclaration' && statement.specifiers?.length),
  )
}

/** The modules behind `names` of a barrel, through barrels it re-exports; undefined when they cannot be told. */
function targetsOf(barrel: ModuleInfo, names: Set<string>, getModuleInfo: GetModuleInfo): string[] | undefined {
  const importedFrom = new Map<string, string>()
  const targets = new Set<string>()
  const starSources: string[] = []
  const body = (barrel.ast as Node).body
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration')
      for (const specifier of statement.specifiers ?? [])
        importedFrom.set(specifier.local.name, statement.source!.value)
  }
  const found = new Set<string>()
  for (const statement of body) {
    if (statement.type === 'ExportAllDeclaration') starSources.push(statement.source!.value)
    if (statement.type !== 'ExportNamedDeclaration') continue
    for (const specifier of statement.specifiers ?? []) {
      if (!names.has(nameOf(specifier.exported))) continue
      const source = statement.source?.value ?? importedFrom.get(specifier.local.name)
      const target = source && resolveIn(barrel, source)
      if (!target) return undefined
      found.add(nameOf(specifier.exported))
      targets.add(target)
    }
  }
  const rest = new Set([...names].filter((name) => !found.has(name)))
  for (const source of rest.size ? starSources : []) {
    const target = resolveIn(barrel, source)
    const info = target && getModuleInfo(target)
    if (!info) return undefined
    const further = isBarrel(info) ? targetsOf(info, rest, getModuleInfo) : [info.id]
    if (!further) return undefined
    targets.add(info.id)
    further.forEach((id) => targets.add(id))
  }
  return [...targets]
}

/** The names `importer` takes from each module by plain named imports; a module imported otherwise maps to null. */
function namedImportsOf(importer: ModuleInfo): Map<string, Set<string> | null> {
  const named = new Map<string, Set<string> | null>()
  for (const statement of (importer.ast as Node | null)?.body ?? []) {
    if (!statement.source) continue
    const target = resolveIn(importer, statement.source.value)
    if (!target) continue
    const plain =
      statement.type === 'ImportDeclaration' &&
      statement.specifiers?.every((specifier) => specifier.type === 'ImportSpecifier')
    if (!plain || named.get(target) === null) {
      named.set(target, null)
      continue
    }
    const names = named.get(target) ?? new Set<string>()
    statement.specifiers!.forEach((specifier) =>
      names.add(nameOf((specifier as { imported?: { name?: string; value?: string } }).imported)),
    )
    named.set(target, names)
  }
  return named
}

/** Every module the roots import statically, following only the named parts of a package's barrel index. */
function closureOf(roots: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const found = new Set<string>()
  const pending = [...roots]
  while (pending.length) {
    const id = pending.pop()!
    if (found.has(id)) continue
    found.add(id)
    const info = getModuleInfo(id)
    if (!info) continue
    const named = namedImportsOf(info)
    for (const imported of info.importedIds) {
      const importedInfo = getModuleInfo(imported)
      const names = named.get(imported)
      const narrowed =
        names && importedInfo && isBarrel(importedInfo) ? targetsOf(importedInfo, names, getModuleInfo) : undefined
      // A barrel stays out of the shell: what it re-exports for other pages' modules stays with them.
      pending.push(...(narrowed ?? [imported]))
    }
  }
  return found
}
