import { usePlayerSetting } from './use-player-setting'

/** enableAutoplay (docs/product/rules.md#player): whether choosing a track starts sound and the radio follows. */
export const usePlayerAutoplay = () => usePlayerSetting('enableAutoplay')
