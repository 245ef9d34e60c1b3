import type { MetaFunction } from '@remix-run/cloudflare'
import { describe, expect, it } from 'vitest'
import { SITE_DESCRIPTION } from './page-meta'
import { sitePageMeta } from './site-page-meta'

type Matches = Parameters<MetaFunction>[0]['matches']
const withRoot = (data: unknown) => [{ id: 'root', data }] as unknown as Matches

describe('sitePageMeta', () => {
  it("gives a page the site's card at its own absolute address, on the origin the root loader saw", () => {
    const tags = sitePageMeta(withRoot({ user: null, origin: 'https://soundwave.example' }), '/', 'Home')
    expect(tags).toContainEqual({ title: 'Home · Soundwave' })
    expect(tags).toContainEqual({ name: 'description', content: SITE_DESCRIPTION })
    expect(tags).toContainEqual({ property: 'og:title', content: 'Home' })
    expect(tags).toContainEqual({ property: 'og:description', content: SITE_DESCRIPTION })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://soundwave.example/' })
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://soundwave.example/link-card.png' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('keeps the title and description when the root has no data', () => {
    expect(sitePageMeta(withRoot(undefined), '/genres', 'Genres', 'Browse Soundwave by genre.')).toEqual([
      { title: 'Genres · Soundwave' },
      { name: 'description', content: 'Browse Soundwave by genre.' },
    ])
  })
})
