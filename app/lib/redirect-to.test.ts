import { describe, expect, it } from 'vitest'
import { safeRedirectPath, signInPath } from './redirect-to'

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectPath('/profile/nova')).toBe('/profile/nova')
    expect(safeRedirectPath('/search?q=jazz%20piano#tracks')).toBe('/search?q=jazz%20piano#tracks')
  })

  it("is '/' when there is nothing to return to", () => {
    expect(safeRedirectPath(null)).toBe('/')
    expect(safeRedirectPath(undefined)).toBe('/')
    expect(safeRedirectPath('')).toBe('/')
  })

  it("is '/' for anything that leaves the site", () => {
    for (const value of [
      'https://evil.example/profile',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'evil.example/path',
      ' /profile/nova',
    ]) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/')
    }
  })
})

describe('signInPath', () => {
  it('names the page to return to', () => {
    expect(signInPath('/profile/nova')).toBe('/auth?redirectTo=%2Fprofile%2Fnova')
    expect(signInPath('/go-live', '/login')).toBe('/login?redirectTo=%2Fgo-live')
  })

  it('is the plain sign-in page from home or from another site', () => {
    expect(signInPath('/')).toBe('/auth')
    expect(signInPath('//evil.example')).toBe('/auth')
  })

  it('stays on a sign-in page rather than nesting one in another', () => {
    expect(signInPath('/auth?redirectTo=%2Flibrary')).toBe('/auth?redirectTo=%2Flibrary')
    expect(signInPath('/login')).toBe('/login')
  })
})
