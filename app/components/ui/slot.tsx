import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react'

type Props = Record<string, unknown>

/**
 * The slot's props under the child's, as Radix's Slot merges them: handlers both run (the child's first), styles and
 * classes combine.
 */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps }
  for (const key of Object.keys(childProps)) {
    const slotValue = slotProps[key]
    const childValue = childProps[key]
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args)
        slotValue(...args)
        return result
      }
    } else if (key === 'style') merged[key] = { ...(slotValue as object), ...(childValue as object) }
    else if (key === 'className') merged[key] = [slotValue, childValue].filter(Boolean).join(' ')
  }
  return merged
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

/**
 * Renders its one child with the slot's props and ref merged in (a Button `asChild` around a Link): the part of
 * @radix-ui/react-slot the app uses, kept out of every page's first load (Radix's own parts bring their Slot).
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(({ children, ...slotProps }, forwardedRef) => {
  if (!isValidElement(children)) return null
  const child = children as ReactElement & { ref?: Ref<HTMLElement> }
  return cloneElement(child, {
    ...mergeProps(slotProps, child.props as Props),
    ref: (node: HTMLElement | null) => {
      setRef(forwardedRef, node)
      setRef(child.ref, node)
    },
  } as Props)
})
Slot.displayName = 'Slot'
