/**
 * Tailwind class merging for the utilities this app writes: a later class wins over an earlier one of the same group
 * under the same variants (`cn('h-10 px-4', 'h-8')` → `px-4 h-8`), as tailwind-merge does, in a small part of its
 * size (it was a third of the first-load JS beyond React and Remix). Classes outside these groups are kept as they
 * are. merge-classes.test.ts checks every pair of classes written in app/ against tailwind-merge; a class of a group
 * missing here fails it. See docs/decisions/018-first-load-weight.md.
 */
import { remembered } from './remembered'

const SIZES = 'xs|sm|base|lg|xl|[2-9]xl'

/** [group, pattern of the class without variants]; the first match names the group. */
const GROUPS: [string, RegExp][] = [
  ['display', /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/],
  ['position', /^(?:static|fixed|absolute|relative|sticky)$/],
  ['visibility', /^(?:visible|invisible|collapse)$/],
  ['sr', /^(?:sr-only|not-sr-only)$/],
  ['text-overflow', /^(?:truncate|text-ellipsis|text-clip)$/],
  ['text-transform', /^(?:uppercase|lowercase|capitalize|normal-case)$/],
  ['text-decoration', /^(?:underline|overline|line-through|no-underline)$/],
  ['font-size', new RegExp(`^text-(?:${SIZES}|\\[\\d[^\\]]*\\])$`)],
  ['text-align', /^text-(?:left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(?:wrap|nowrap|balance|pretty)$/],
  ['text-color', /^text-/],
  ['font-weight', /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  // tailwind-merge takes any other font-* for a family.
  ['font-family', /^font-/],
  ['font-variant-numeric', /^(?:tabular|proportional)-nums$/],
  ['underline-offset', /^underline-offset-/],
  ['leading', /^leading-/],
  ['tracking', /^tracking-/],
  ['whitespace', /^whitespace-/],
  ['break', /^break-(?:normal|words|all|keep)$/],
  ['line-clamp', /^line-clamp-/],
  ['p', /^p-/],
  ['px', /^px-/],
  ['py', /^py-/],
  ['pt', /^pt-/],
  ['pr', /^pr-/],
  ['pb', /^pb-/],
  ['pl', /^pl-/],
  ['m', /^m-/],
  ['mx', /^mx-/],
  ['my', /^my-/],
  ['mt', /^mt-/],
  ['mr', /^mr-/],
  ['mb', /^mb-/],
  ['ml', /^ml-/],
  ['space-x', /^space-x-(?!reverse)/],
  ['space-y', /^space-y-(?!reverse)/],
  ['gap', /^gap-(?![xy](?:-|$))/],
  ['gap-x', /^gap-x-/],
  ['gap-y', /^gap-y-/],
  ['size', /^size-/],
  ['w', /^w-/],
  ['h', /^h-/],
  ['min-w', /^min-w-/],
  ['max-w', /^max-w-/],
  ['min-h', /^min-h-/],
  ['max-h', /^max-h-/],
  ['inset', /^inset-(?![xy](?:-|$))/],
  ['inset-x', /^inset-x-/],
  ['inset-y', /^inset-y-/],
  ['top', /^top-/],
  ['right', /^right-/],
  ['bottom', /^bottom-/],
  ['left', /^left-/],
  ['z', /^z-/],
  ['flex', /^flex-(?:1|auto|initial|none|\[.+\])$/],
  ['flex-direction', /^flex-(?:row|row-reverse|col|col-reverse)$/],
  ['flex-wrap', /^flex-(?:wrap|wrap-reverse|nowrap)$/],
  ['grow', /^grow(?:-|$)/],
  ['shrink', /^shrink(?:-|$)/],
  ['basis', /^basis-/],
  ['grid-cols', /^grid-cols-/],
  ['col', /^col-(?:span-|auto$)/],
  ['items', /^items-/],
  ['justify-content', /^justify-(?:normal|start|end|center|between|around|evenly|stretch)$/],
  ['self', /^self-/],
  ['overflow', /^overflow-(?:auto|hidden|clip|visible|scroll)$/],
  ['overflow-x', /^overflow-x-/],
  ['overflow-y', /^overflow-y-/],
  ['rounded', /^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[[^\]]+\]))?$/],
  ['border-style', /^border-(?:solid|dashed|dotted|double|hidden|none)$/],
  ['border-w', /^border(?:-\d+|-\[\d[^\]]*\])?$/],
  ['border-w-x', /^border-x(?:-\d+)?$/],
  ['border-w-y', /^border-y(?:-\d+)?$/],
  ['border-w-t', /^border-t(?:-\d+)?$/],
  ['border-w-r', /^border-r(?:-\d+)?$/],
  ['border-w-b', /^border-b(?:-\d+)?$/],
  ['border-w-l', /^border-l(?:-\d+)?$/],
  ['border-color', /^border-/],
  ['bg-color', /^bg-(?!(?:linear|radial|none|cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|clip|origin|blend)(?:-|$))/],
  ['shadow', /^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner|\[[^\]]+\]))?$/],
  ['ring-w', /^ring(?:-\d+)?$/],
  ['ring-offset-w', /^ring-offset-\d+$/],
  ['ring-offset-color', /^ring-offset-/],
  ['ring-color', /^ring-/],
  ['outline-style', /^outline-(?:none|hidden|solid|dashed|dotted|double)$/],
  ['outline-w', /^outline(?:-\d+)?$/],
  ['divide-x', /^divide-x(?:-\d+)?$/],
  ['divide-y', /^divide-y(?:-\d+)?$/],
  ['accent', /^accent-/],
  ['backdrop-blur', /^backdrop-blur(?:-|$)/],
  ['drop-shadow', /^drop-shadow(?:-|$)/],
  ['gradient-from', /^from-/],
  ['gradient-to', /^to-/],
  ['scale', /^scale-(?![xyz]-)/],
  ['translate-x', /^translate-x-/],
  ['translate-y', /^translate-y-/],
  ['stroke-w', /^stroke-\d+$/],
  ['stroke', /^stroke-/],
  ['touch', /^touch-/],
  ['opacity', /^opacity-/],
  ['cursor', /^cursor-/],
  ['pointer-events', /^pointer-events-/],
  ['select', /^select-(?:none|text|all|auto)$/],
  ['object-fit', /^object-(?:contain|cover|fill|none|scale-down)$/],
  ['aspect', /^aspect-/],
  ['transition', /^transition(?:-|$)/],
  ['duration', /^duration-/],
  ['animate', /^animate-/],
  ['fill', /^fill-/],
]

/** Groups a class of the first group overrides besides its own: `p-4` after `px-2` drops it. */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['grow', 'shrink', 'basis'],
  'font-size': ['leading'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'line-clamp': ['display', 'overflow'],
}

/** Splits `md:hover:!-mt-2/50` into its variants and its utility, outside brackets. */
function parse(className: string): { variants: string; utility: string; important: boolean } {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < className.length; index++) {
    const char = className[index]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index))
      start = index + 1
    }
  }
  let utility = className.slice(start)
  const important = utility.startsWith('!') || utility.endsWith('!')
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '')
  // Plain variants apply in any order; an arbitrary one ([&_svg]) keeps its place, as tailwind-merge keeps it.
  const sorted: string[] = []
  let run: string[] = []
  for (const part of parts) {
    if (part.startsWith('[')) {
      sorted.push(...run.sort(), part)
      run = []
    } else run.push(part)
  }
  sorted.push(...run.sort())
  return { variants: sorted.join(':'), utility, important }
}

function groupOf(utility: string): string | undefined {
  const arbitraryProperty = /^\[([a-z-]+):.+\]$/.exec(utility)
  if (arbitraryProperty) return `[${arbitraryProperty[1]}]`
  const withoutModifier = utility.replace(/\/[\w.[\]%-]+$/, '')
  return GROUPS.find(([, pattern]) => pattern.test(withoutModifier))?.[0]
}

/**
 * `className` with each class that a later one of the same group (and variants) overrides left out. Remembered: the app
 * writes a few hundred distinct class lists, and merging one tests each class against the groups' patterns; without
 * that, every render of every component paid it again (an eighth of the server's rendering time for /).
 */
export const mergeClasses = remembered(mergeUncached, 2000)

function mergeUncached(className: string): string {
  const classes = className.split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let index = classes.length - 1; index >= 0; index--) {
    const { variants, utility, important } = parse(classes[index])
    const group = groupOf(utility)
    if (!group) {
      kept.push(classes[index])
      continue
    }
    const scope = `${variants}${important ? '!' : ''}:`
    if (taken.has(scope + group)) continue
    for (const overridden of [group, ...(OVERRIDES[group] ?? [])]) taken.add(scope + overridden)
    kept.push(classes[index])
  }
  return kept.reverse().join(' ')
}
