import * as React from 'react'
import type { ToastProps } from '~/components/ui/toast'

/** One toast at a time; a dismissed toast stays mounted this long so its exit animation can run. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000

type ToasterToast = ToastProps & {
  id: string
  title?: React.ReactNode
  description?: React.ReactNode
}

type State = { toasts: ToasterToast[] }

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string }

let count = 0
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER))

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId)
      dispatch({ type: 'remove', toastId })
    }, TOAST_REMOVE_DELAY),
  )
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'remove':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

const listeners = new Set<(state: State) => void>()
let memoryState: State = { toasts: [] }

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action)
  if (action.type === 'dismiss') {
    for (const t of memoryState.toasts)
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id)
  }
  for (const listener of listeners) listener(memoryState)
}

export type ToastInput = Omit<ToasterToast, 'id'>

export function toast(props: ToastInput) {
  const id = nextId()
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id })
  dispatch({
    type: 'add',
    toast: { ...props, id, open: true, onOpenChange: (open) => (open ? undefined : dismiss()) },
  })
  return { id, dismiss }
}

export function useToast() {
  const [state, setState] = React.useState(memoryState)
  React.useEffect(() => {
    listeners.add(setState)
    // A page's effects run before the Toaster's: a toast raised on the first render is picked up here.
    setState(memoryState)
    return () => void listeners.delete(setState)
  }, [])
  return { ...state, toast, dismiss: (toastId?: string) => dispatch({ type: 'dismiss', toastId }) }
}
