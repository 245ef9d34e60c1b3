import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

/** Radix opens its menus on ArrowDown and its selects on ArrowDown or ArrowUp, besides Enter and Space (a click). */
const OPENING_ARROWS: Record<OpenOnDemandProps['popup'], string[]> = {
  menu: ['ArrowDown'],
  listbox: ['ArrowDown', 'ArrowUp'],
  dialog: [],
}

interface OpenOnDemandProps {
  /** The trigger, a button that looks like the loaded one: rendered as is until the first activation. */
  trigger: ReactElement
  /** What the trigger opens, for its aria-haspopup until then. */
  popup: 'menu' | 'dialog' | 'listbox'
  /** Starts loading the code early, on hover or focus of the trigger. */
  preload: () => unknown
  /** The lazy menu or popover, which renders `trigger` as its own trigger and mounts open. */
  children: ReactNode
}

/**
 * A menu or popover whose code (Radix and its contents) loads the first time someone opens it: a page of cards
 * does not load a menu for each card up front. Activating the trigger mounts `children`; the plain trigger stays in
 * place while the code loads.
 */
export function OpenOnDemand({ trigger, popup, preload, children }: OpenOnDemandProps) {
  const [opened, setOpened] = useState(false)
  if (opened) return <Suspense fallback={trigger}>{children}</Suspense>
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpened(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_ARROWS[popup].includes(event.key)) return
      event.preventDefault()
      setOpened(true)
    },
  })
}

/**
 * A component with a `trigger` (a dialog or menu that opens from a button) whose module loads when first opened:
 * the loaded component gets `defaultOpen` and starts open.
 */
export function loadOnOpen<Props extends { trigger: ReactElement }>(
  load: () => Promise<{ default: ComponentType<Props & { defaultOpen: boolean }> }>,
  popup: OpenOnDemandProps['popup'],
) {
  // React types a lazy component's props through PropsWithRef, which a generic Props cannot be checked against.
  const Loaded = lazy(load) as unknown as ComponentType<Props & { defaultOpen: boolean }>
  return function LoadOnOpen(props: Props) {
    return (
      <OpenOnDemand trigger={props.trigger} popup={popup} preload={load}>
        <Loaded {...props} defaultOpen />
      </OpenOnDemand>
    )
  }
}
