import type { MetaDescriptor } from '@remix-run/cloudflare'
import { SITE_NAME } from '../../../contracts/plain-values'

export { SITE_NAME }

export const SITE_DESCRIPTION =
  'Music and live streams from independent creators: listen, go live, chat and follow the artists you love on Soundwave.'

/** Every page's `<title>` and `<meta name="description">` (route meta replaces the root's, so each route sets both). */
export function pageMeta(title: string, description: string = SITE_DESCRIPTION): MetaDescriptor[] {
  return [{ title: `${title} · ${SITE_NAME}` }, { name: 'description', content: description }]
}
