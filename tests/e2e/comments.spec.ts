import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expectAccessible, expectToast, openInteractive, playAtQuarterSpeed, registerUser, uniqueName } from './support'

// Journeys here run on busy machines: more time than the default, and the seeded tracks at a quarter speed.
test.describe.configure({ timeout: 120_000 })
test.beforeEach(({ page }) => playAtQuarterSpeed(page))

const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime)

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** Presses Post comment on the track's comments and answers the moment the created comment is pinned to. */
async function postComment(page: Page, comments: Locator, trackId: number) {
  const [posted] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/tracks/${trackId}/comments`) && response.request().method() === 'POST',
    ),
    comments.getByRole('button', { name: 'Post comment', exact: true }).click(),
  ])
  expect(posted.status()).toBe(201)
  // Posted, the box is empty again for the next comment.
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  return ((await posted.json()) as { timestampSeconds: number }).timestampSeconds
}

/** Whether the element is wholly in view, above the player and the bottom navigation (the dock). */
const clearOfTheDock = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const dock = parseFloat(document.documentElement.style.getPropertyValue('--dock-height')) || 0
    return box.top >= 0 && box.bottom <= innerHeight - dock
  })

/** A seeded track or post by its title (the seed's, so nothing another journey uploads can take its place). */
async function seededId(request: APIRequestContext, kind: 'tracks' | 'posts', title: string) {
  const path = kind === 'tracks' ? '/api/tracks/user/' : '/api/posts/user/'
  const creator = (await (
    await request.get(`/api/users/by-username/${kind === 'tracks' ? 'lowtide' : 'redline'}`)
  ).json()) as { id: number }
  const items = (await (await request.get(`${path}${creator.id}`)).json()) as { id: number; title: string }[]
  return items.find((item) => item.title === title)!.id
}

test('a listener pins a comment to the moment a track plays at, finds it on the waveform and plays from there', async ({
  page,
}) => {
  const listener = await registerUser(page, 'Comment Listener')
  const trackId = await seededId(page.request, 'tracks', 'Drift')
  await openInteractive(page, `/track/${trackId}`)
  const main = page.getByRole('main')
  const comments = main.getByRole('region', { name: /Comments/ })

  await main.getByRole('button', { name: 'Play Drift' }).click()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(1.2)
  const pin = comments.getByRole('checkbox', { name: /^Pin to \d:\d\d$/ })
  await expect(pin).toBeChecked()

  const text = `Lovely swell ${uniqueName()}`
  await comments.getByRole('textbox', { name: 'Comment' }).fill(text)
  const timestampSeconds = await postComment(page, comments, trackId)
  expect(timestampSeconds).toBeGreaterThanOrEqual(1)
  const at = clock(timestampSeconds)
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  await expect(comments.getByText(text)).toBeVisible()
  await expect(comments.getByRole('button', { name: `Play from ${at}` })).toBeVisible()
  await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible()

  const marker = main
    .getByRole('list', { name: 'Comments on the waveform' })
    .getByRole('button', { name: `Comment by ${listener.displayName} at ${at}: play from here` })
  await marker.hover()
  await expect(page.getByRole('tooltip')).toContainText(text)

  // Let the track move on past the moment, then the marker brings it back there.
  await expect.poll(() => audioTime(page)).toBeGreaterThan(timestampSeconds + 1)
  await marker.click()
  await expect.poll(() => audioTime(page)).toBeLessThan(timestampSeconds + 0.9)
  expect(await audioTime(page)).toBeGreaterThanOrEqual(timestampSeconds - 0.1)

  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toBeHidden()
  // Keyboard users reach the marker and read the comment too.
  await marker.blur()
  await marker.focus()
  await expect(page.getByRole('tooltip')).toContainText(text)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toBeHidden()
  await expectAccessible(page)

  await comments.getByRole('button', { name: `Delete comment by ${listener.displayName}` }).click()
  await page.getByRole('alertdialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Comment deleted')
  await expect(comments.getByText(text)).toBeHidden()
  await expect(marker).toBeHidden()
  await expect(comments.getByText('No comments yet')).toBeVisible()
})

test('a listener clicks halfway along the waveform, comments on that moment and finds it there', async ({ page }) => {
  const listener = await registerUser(page, 'Waveform Commenter')
  const trackId = await seededId(page.request, 'tracks', 'Paper Lanterns')
  const { duration } = (await (await page.request.get(`/api/tracks/${trackId}`)).json()) as { duration: number }
  await openInteractive(page, `/track/${trackId}`)
  const main = page.getByRole('main')
  const comments = main.getByRole('region', { name: /Comments/ })

  // Keyboard users pick a moment too: with nothing playing, Enter picks 0:00 and the arrow keys move it.
  const waveform = main.getByRole('button', { name: /^Comment at \d:\d\d$/ })
  await waveform.focus()
  await expect(waveform).toHaveAccessibleName('Comment at 0:00')
  await page.keyboard.press('ArrowRight')
  await expect(waveform).toHaveAccessibleName('Comment at 0:05')
  await page.keyboard.press('Enter')
  await expect(comments.getByText('Pinned at 0:05')).toBeVisible()
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeFocused()
  await comments.getByRole('button', { name: 'Unpin from 0:05' }).click()
  await expect(comments.getByText(/^Pinned at/)).toHaveCount(0)

  // The box opens where the reader can see all of it: the moment it is pinned to, and Post.
  await page.evaluate(() => scrollTo(0, 0))
  const box = (await waveform.boundingBox())!
  await waveform.click({ position: { x: box.width / 2, y: box.height / 2 } })
  const pinned = comments.getByText(/^Pinned at \d:\d\d$/)
  await expect(pinned).toBeVisible()
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeFocused()
  await expect.poll(() => clearOfTheDock(pinned)).toBe(true)
  expect(await clearOfTheDock(comments.getByRole('button', { name: 'Post comment', exact: true }))).toBe(true)

  const text = `Right here ${uniqueName()}`
  await page.keyboard.type(text)
  const timestampSeconds = await postComment(page, comments, trackId)
  expect(Math.abs(timestampSeconds - duration / 2)).toBeLessThanOrEqual(Math.max(2, duration * 0.02))
  const at = clock(timestampSeconds)
  await expect(comments.getByText(text)).toBeVisible()
  // Newest first; a seeded comment may share the moment (the marker below names whose comment it is).
  await expect(comments.getByRole('button', { name: `Play from ${at}` }).first()).toBeVisible()
  await expect(pinned).toHaveCount(0)
  await expect(
    main
      .getByRole('list', { name: 'Comments on the waveform' })
      .getByRole('button', { name: `Comment by ${listener.displayName} at ${at}: play from here` }),
  ).toBeVisible()
  await expectAccessible(page)
})

test('a click on the waveform while the track plays seeks there and pins the comment to that moment', async ({
  page,
}) => {
  await registerUser(page, 'Seeking Commenter')
  const trackId = await seededId(page.request, 'tracks', 'Paper Lanterns')
  const { duration } = (await (await page.request.get(`/api/tracks/${trackId}`)).json()) as { duration: number }
  await openInteractive(page, `/track/${trackId}`)
  const main = page.getByRole('main')
  const comments = main.getByRole('region', { name: /Comments/ })
  const waveform = main.getByRole('button', { name: /^Comment at \d:\d\d$/ })

  await main.getByRole('button', { name: 'Play Paper Lanterns' }).click()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5)
  const box = (await waveform.boundingBox())!
  await waveform.click({ position: { x: box.width * 0.75, y: box.height / 2 } })
  const threeQuarters = duration * 0.75
  await expect.poll(() => audioTime(page)).toBeGreaterThan(threeQuarters - 2)
  expect(await audioTime(page)).toBeLessThan(threeQuarters + 2)
  await expect(comments.getByText(/^Pinned at \d:\d\d$/)).toBeVisible()
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeFocused()

  await page.keyboard.type(`Here it turns ${uniqueName()}`)
  const timestampSeconds = await postComment(page, comments, trackId)
  expect(Math.abs(timestampSeconds - threeQuarters)).toBeLessThanOrEqual(Math.max(2, duration * 0.02))
})

test('a comment written while nothing plays is not pinned, and a post takes plain comments', async ({ page }) => {
  const listener = await registerUser(page, 'Post Commenter')
  const trackId = await seededId(page.request, 'tracks', 'Study Hall')
  await openInteractive(page, `/track/${trackId}`)
  const trackComments = page.getByRole('region', { name: /Comments/ })
  await expect(trackComments.getByRole('checkbox')).toHaveCount(0)
  await trackComments.getByRole('textbox', { name: 'Comment' }).fill('Not pinned')
  await trackComments.getByRole('button', { name: 'Post comment', exact: true }).click()
  await expect(trackComments.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  await expect(trackComments.getByText('Not pinned')).toBeVisible()
  await expect(trackComments.getByRole('button', { name: /^Play from/ })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Comments on the waveform' })).toHaveCount(0)

  const postId = await seededId(page.request, 'posts', 'Tour dates')
  await openInteractive(page, `/post/${postId}`)
  const comments = page.getByRole('region', { name: /Comments/ })
  const text = `See you in Lyon\nfront row ${uniqueName()}`
  await comments.getByRole('textbox', { name: 'Comment' }).fill(text)
  await comments.getByRole('button', { name: 'Post comment', exact: true }).click()
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  await expect(comments.getByText(/See you in Lyon/)).toHaveText(text)
  await expect(comments.getByRole('link', { name: listener.displayName })).toHaveAttribute(
    'href',
    `/profile/${listener.username}`,
  )
  await expect(comments.getByRole('heading', { name: /Comments \(\d+\)/ })).toBeVisible()

  await comments.getByRole('textbox', { name: 'Comment' }).fill('x'.repeat(1001))
  await expect(comments.getByText('1,001/1,000')).toBeVisible()
  await expect(comments.getByRole('button', { name: 'Post comment', exact: true })).toBeDisabled()

  // Two comments so far this minute: eight more reach the limit of ten, and the box shows the server's refusal.
  for (let n = 0; n < 8; n++)
    expect(
      (await page.request.post(`/api/posts/${postId}/comments`, { data: { content: `quick ${n}` } })).status(),
    ).toBe(201)
  await comments.getByRole('textbox', { name: 'Comment' }).fill('One too many')
  await comments.getByRole('button', { name: 'Post comment', exact: true }).click()
  await expect(comments.getByRole('alert')).toHaveText('Too many attempts, try again in 1 minute')
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('One too many')
})

test('a visitor is sent to sign in and back to the track to comment, from the box or the waveform', async ({
  page,
}) => {
  const trackId = await seededId(page.request, 'tracks', 'Drift')
  await openInteractive(page, `/track/${trackId}`)
  await expect(page.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
    'href',
    `/auth?redirectTo=%2Ftrack%2F${trackId}`,
  )
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0)

  await page
    .getByRole('main')
    .getByRole('button', { name: /^Comment at / })
    .click()
  await expect(page).toHaveURL(`/auth?redirectTo=%2Ftrack%2F${trackId}`)
})
