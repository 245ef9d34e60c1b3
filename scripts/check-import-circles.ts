/**
 * Fails when modules of app/, workers/, durable-objects/ or contracts/ import each other in a circle, directly or
 * through others. Every import counts, a lazy `import()` and a type-only one too: a lazy split is one file that
 * imports its part, never a pair that import each other. Prints the circles found, as the chains of files that close
 * them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOTS = ['app/', 'workers/', 'durable-objects/', 'contracts/']
const root = path.resolve(import.meta.dirname, '..')
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
)
const ours = (file: string) => ROOTS.some((folder) => path.relative(root, file).startsWith(folder))
const files = config.fileNames.filter((file) => ours(file) && !/\.test\.tsx?$/.test(file))

/** The modules one file imports or re-exports from, statically or lazily. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .map((specifier) => ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((resolved): resolved is string => resolved !== undefined && ours(resolved) && !resolved.endsWith('.d.ts'))
}

const graph = new Map(files.map((file) => [file, importsOf(file)]))
const circles = new Set<string>()
const state = new Map<string, 'open' | 'done'>()
const trail: string[] = []
function walk(file: string) {
  state.set(file, 'open')
  trail.push(file)
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') {
      const circle = trail.slice(trail.indexOf(next)).map((step) => path.relative(root, step))
      const start = circle.indexOf([...circle].sort()[0])
      circles.add([...circle.slice(start), ...circle.slice(0, start), circle[start]].join(' → '))
    } else if (!state.has(next)) walk(next)
  }
  trail.pop()
  state.set(file, 'done')
}
for (const file of graph.keys()) if (!state.has(file)) walk(file)

if (circles.size > 0) {
  console.error(`${circles.size} import circle(s):\n${[...circles].map((circle) => `  ${circle}`).join('\n')}`)
  process.exit(1)
}
console.log(`No import circles among ${graph.size} modules.`)
