import { usePlayerSetting } from './use-player-setting'

/** enableAutoplay, on by default and for visitors, decides whether choosing a track starts sound. */
export const usePlayerAutoplay = () => usePlayerSetting('enableAutoplay')
