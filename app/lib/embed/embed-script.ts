import { startAudioEmbed } from './audio-embed'
import { startLiveEmbed } from './live-embed'

/**
 * The one script of an embed page (built alone by vite.embed-script.ts, docs/decisions/037-embeds-framed-and-small.md):
 * it drives the player the server rendered, by the kind the page names.
 */
const root = document.querySelector<HTMLElement>('[data-embed]')
if (root?.dataset.embed === 'track' || root?.dataset.embed === 'playlist') startAudioEmbed(root)
if (root?.dataset.embed === 'stream' && root.dataset.live !== undefined) startLiveEmbed(root)
