import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { mergeClasses } from './merge-classes'

/** Every source file of the app, as text: the classes it writes are the vocabulary mergeClasses must handle. */
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./merge-classes.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>

function classesWritten(): string[] {
  const classes = new Set<string>()
  for (const source of Object.values(sources)) {
    for (const literal of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const token of (literal[1] ?? literal[2] ?? literal[3]).split(/\s+/)) {
        if (/^[!a-z0-9[\]&_:./%()#,=*>+~-]+$/.test(token) && !token.includes('${')) classes.add(token)
      }
    }
  }
  // A word that neither tailwind-merge nor mergeClasses takes for a class cannot conflict with anything.
  return [...classes].filter((token) => twMerge(`${token} ${token}`) === token || mergeClasses(`${token} ${token}`) === token)
}

describe('mergeClasses', () => {
  it('resolves every pair of classes written in app/ as tailwind-merge does', () => {
    const classes = classesWritten()
    expect(classes.length).toBeGreaterThan(400)
    const differences: string[] = []
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`
        if (mergeClasses(pair) !== twMerge(pair)) differences.push(`${pair} → ${mergeClasses(pair)} (tailwind-merge: ${twMerge(pair)})`)
      }
    }
    expect(differences.slice(0, 20)).toEqual([])
  })

  it('lets a later class override an earlier one of the same group under the same variants only', () => {
    expect(mergeClasses('h-10 px-4 py-2 h-8 w-8')).toBe('px-4 py-2 h-8 w-8')
    expect(mergeClasses('px-2 p-4')).toBe('p-4')
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2')
    expect(mergeClasses('text-sm text-red-500 text-lg')).toBe('text-red-500 text-lg')
    expect(mergeClasses('hover:bg-accent bg-primary md:hover:bg-red-500 hover:md:bg-blue-500')).toBe('hover:bg-accent bg-primary hover:md:bg-blue-500')
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-5 custom-thing custom-thing')).toBe('[&_svg]:size-5 custom-thing custom-thing')
  })
})
