/**
 * The browser globals a live stream's player may be built on. iPhone Safari (17.1 and later) has no MediaSource, only
 * ManagedMediaSource, which the page may use when the element's remote playback is off.
 */
export interface MediaSourceGlobals {
  MediaSource?: typeof MediaSource
  ManagedMediaSource?: typeof MediaSource
}

/** The MediaSource this browser plays a live stream with: the plain one where it exists, else the managed one. */
export function liveMediaSourceIn(scope: MediaSourceGlobals): typeof MediaSource | null {
  return scope.MediaSource ?? scope.ManagedMediaSource ?? null
}

/** Whether this browser can play a live stream of `type` (a MediaSource type such as WebM with Opus). */
export function canPlayLive(scope: MediaSourceGlobals, type: string): boolean {
  return liveMediaSourceIn(scope)?.isTypeSupported(type) ?? false
}

/** This window's globals; empty on the server. */
export const browserMediaSources = (): MediaSourceGlobals => (typeof window === 'undefined' ? {} : window)
