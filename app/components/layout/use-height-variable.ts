import { useEffect, useRef } from 'react'

/**
 * Keeps a CSS variable on the root element equal to the element's height in pixels, as it changes (a search row
 * that opens, a player that appears or shrinks). app/tailwind.css reads these variables.
 */
export function useHeightVariable<T extends HTMLElement>(variable: `--${string}`) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty(variable, `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty(variable)
    }
  }, [variable])
  return ref
}
