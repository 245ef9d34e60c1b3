import { pendingActionStep, storedPendingAction, type PendingAction } from './pending-action'

// In this tab's session storage rather than in the return address: a link that carried the action would make
// whoever signed in opens it like or follow what its author chose.
const KEY = 'soundwave:pending-action'

/** Remembers what a visitor tried on `path`, to be done once they are back there signed in. */
export function rememberPendingAction(action: PendingAction, path: string) {
  try {
    sessionStorage.setItem(KEY, storedPendingAction(action, path, Date.now()))
  } catch {
    // Storage refused (private mode, quota): signing in still brings them back, without the action.
  }
}

/** The action to do now on `path`, if any; forgotten as it is handed out, so that a reload does not do it again. */
export function takePendingAction(path: string, signedIn: boolean): PendingAction | null {
  try {
    const next = pendingActionStep(sessionStorage.getItem(KEY), path, signedIn, Date.now())
    if (next.step !== 'keep') sessionStorage.removeItem(KEY)
    return next.step === 'perform' ? next.action : null
  } catch {
    return null
  }
}
