import { useRef, useState } from 'react'

/**
 * Runs `submit` unless the last run is still going, and says so in `pending` for the button's `disabled`. A ref
 * decides, not state: the second click of a double click can come before React has drawn the disabled button.
 * A failed run is its mutation's to report (its error toast or error state); here it only ends `pending`.
 */
export function useSingleSubmit<Args extends unknown[]>(submit: (...args: Args) => Promise<unknown>) {
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const run = async (...args: Args) => {
    if (running.current) return
    running.current = true
    setPending(true)
    try {
      await submit(...args)
    } catch {
      // Reported by the mutation, as said above.
    } finally {
      running.current = false
      setPending(false)
    }
  }
  return { pending, run }
}
