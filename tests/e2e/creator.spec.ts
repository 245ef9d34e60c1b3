import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { createTrack, expectAccessible, expectToast, media, openInteractive, registerUser, uniqueName } from './support'

const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload track' })

test.describe('upload track', () => {
  // Each journey uploads real files, decodes them in the browser and runs axe: more than the default 30 s on a busy
  // machine.
  test.slow()
  for (const [file, duration] of [
    ['tone.mp3', '0:04'],
    ['tone.wav', '0:03'],
    ['tone.flac', '0:05'],
    ['tone.ogg', '0:04'],
  ] as const) {
    test(`uploads ${file} with a cover and it lands in the user's tracks with its duration`, async ({ page }) => {
      const user = await registerUser(page, 'Fixture Maker')
      await page.goto('/upload-track')
      await expect(page.getByRole('heading', { level: 1, name: 'Upload Track' })).toBeVisible()
      const form = uploadForm(page)
      await expect(form.getByLabel('Artist Name')).toHaveValue('Fixture Maker')
      const title = `Tone ${file} ${uniqueName()}`
      await form.getByLabel('Title').fill(title)
      await form.getByLabel('Audio File', { exact: true }).setInputFiles(media(file))
      await form.getByLabel('Cover Image (Optional)', { exact: true }).setInputFiles(media('cover.jpg'))

      const preview = page.getByRole('region', { name: 'Preview' })
      await expect(preview.getByText(title)).toBeVisible()
      await expect(preview.getByRole('img', { name: 'Cover preview' })).toBeVisible()
      await expect(preview.getByText(duration)).toBeVisible()
      const previewDuration = await preview
        .getByLabel('Audio preview')
        .evaluate((audio: HTMLAudioElement) => audio.duration)
      expect(previewDuration).toBeGreaterThan(2.9)
      await expectAccessible(page)

      await form.getByRole('button', { name: 'Upload Track' }).click()
      await expectToast(page, 'Track uploaded')
      await expect(page).toHaveURL('/library')

      const tracks = (await (await page.request.get(`/api/tracks/user/${user.id}`)).json()) as {
        id: number
        title: string
        coverUrl: string | null
      }[]
      expect(tracks).toHaveLength(1)
      expect(tracks[0].title).toBe(title)
      expect(tracks[0].coverUrl).toBeTruthy()
      // Lists leave the peaks out; the track's own page reads them.
      const detail = (await (await page.request.get(`/api/tracks/${tracks[0].id}`)).json()) as {
        waveform: number[] | null
      }
      expect(detail.waveform?.length).toBeGreaterThan(100)

      await page.goto('/')
      const yourTracks = page.getByRole('region', { name: 'Your Tracks' })
      await expect(yourTracks.getByRole('link', { name: title, exact: true })).toBeVisible()
      await expect(yourTracks.getByText(`${duration} · 0 plays`)).toBeVisible()
    })
  }

  test('shows the validation messages of docs/product/screens.md', async ({ page }) => {
    await registerUser(page)
    await page.goto('/upload-public')
    const form = uploadForm(page)
    await form.getByLabel('Artist Name').fill('')
    await form.getByRole('button', { name: 'Upload Track' }).click()
    await expect(form.getByText('Title is required')).toBeVisible()
    await expect(form.getByText('Artist name is required')).toBeVisible()
    await expect(form.getByText('Audio file is required')).toBeVisible()
  })

  // Its first bytes are FLAC's, so the form takes it; only the server, reading on, finds no audio frames.
  test("a file the server refuses shows the server's message", async ({ page }) => {
    await registerUser(page)
    const buffer = await readFile(media('truncated.flac'))
    const refused = await page.request.post('/api/upload/audio', {
      multipart: { audio: { name: 'truncated.flac', mimeType: 'audio/flac', buffer } },
    })
    expect(refused.ok()).toBe(false)
    const { message } = (await refused.json()) as { message: string }

    await page.goto('/upload-track')
    const form = uploadForm(page)
    await form.getByLabel('Title').fill('Cut short')
    await form.getByLabel('Audio File', { exact: true }).setInputFiles(media('truncated.flac'))
    await form.getByRole('button', { name: 'Upload Track' }).click()
    await expectToast(page, 'Failed to upload audio file', message)
    await expect(form.getByRole('alert')).toContainText(message)
    await expect(page).toHaveURL('/upload-track')
  })

  test('a visitor is sent to /auth', async ({ page }) => {
    await page.goto('/upload-track')
    await expect(page).toHaveURL('/auth?redirectTo=%2Fupload-track')
  })
})

test.describe('posts', () => {
  test.slow()

  test('a creator publishes a text post and an image post and finds each under its tab', async ({ page }) => {
    await registerUser(page, 'Poster Person')
    await page.goto('/posts/new')
    const form = page.getByRole('form', { name: 'Create post' })
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview.getByText('Post Title')).toBeVisible()
    await expect(preview.getByText('Your post content will appear here...')).toBeVisible()
    await expect(form.getByText('JPG, PNG, WebP or GIF (MAX. 5MB)')).toBeVisible()
    await expectAccessible(page)

    const textTitle = `Words ${uniqueName()}`
    await form.getByLabel('Title').fill(textTitle)
    await form.getByLabel('Content').fill('Just words today.')
    await form.getByLabel('Tags (comma separated)').fill(' jazz, ,live , ')
    await expect(preview.getByText(textTitle)).toBeVisible()
    await expect(preview.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#jazz', '#live'])
    await form.getByRole('button', { name: 'Publish Post' }).click()
    await expectToast(page, 'Post created successfully!', 'Your post is now live for the community.')
    await expect(page).toHaveURL('/posts')

    await page.goto('/posts/new')
    const imageTitle = `Picture ${uniqueName()}`
    await form.getByLabel('Title').fill(imageTitle)
    await form.getByLabel('Content').fill('A cover I made.')
    await form.getByLabel('Image (Optional)', { exact: true }).setInputFiles(media('cover.png'))
    await expect(preview.getByRole('img', { name: 'Post image preview' })).toBeVisible()
    await form.getByRole('button', { name: 'Publish Post' }).click()
    await expectToast(page, 'Post created successfully!')
    await expect(page).toHaveURL('/posts')

    await expect(page.getByRole('heading', { level: 1, name: 'Community Posts' })).toBeVisible()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('link', { name: textTitle })).toBeVisible()
    await expect(panel.getByRole('link', { name: imageTitle })).toBeVisible()
    await expect(panel.getByText('Poster Person').first()).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Images' }).click()
    await expect(panel.getByRole('link', { name: imageTitle })).toBeVisible()
    await expect(panel.getByRole('link', { name: textTitle })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Text' }).click()
    await expect(panel.getByRole('link', { name: textTitle })).toBeVisible()
    await expect(panel.getByRole('link', { name: imageTitle })).toHaveCount(0)
  })

  test("a server failure on publishing shows the server error toast; a refusal shows the server's reason", async ({
    page,
  }) => {
    await registerUser(page, 'Unlucky Poster')
    await openInteractive(page, '/posts/new')
    const form = page.getByRole('form', { name: 'Create post' })
    await form.getByLabel('Title').fill(`Lost ${uniqueName()}`)
    await form.getByLabel('Content').fill('This one will not make it.')
    const answers = [
      { status: 500, body: { message: 'Internal Server Error' } },
      { status: 400, body: { message: 'Tags must be at most 10' } },
    ]
    await page.route('**/api/posts', (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const answer = answers.shift()!
      return route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      })
    })
    await form.getByRole('button', { name: 'Publish Post' }).click()
    await expectToast(page, 'Server error occurred', 'Server error - please try again later')
    await expect(page).toHaveURL('/posts/new')

    await form.getByRole('button', { name: 'Publish Post' }).click()
    await expectToast(page, 'Failed to create post', 'Tags must be at most 10')

    await page.route('**/api/posts', (route) => route.abort('connectionrefused'))
    await form.getByRole('button', { name: 'Publish Post' }).click()
    await expectToast(page, 'Server error occurred', 'Server error - please try again later')
  })

  test('the create post form shows the validation messages of docs/product/screens.md', async ({ page }) => {
    await registerUser(page)
    await page.goto('/posts/new')
    const form = page.getByRole('form', { name: 'Create post' })
    await form.getByRole('button', { name: 'Publish Post' }).click()
    await expect(form.getByText('Title is required')).toBeVisible()
    await expect(form.getByText('Content is required')).toBeVisible()
  })

  test('the owner opens a post, likes it and deletes it; unknown posts are 404 @mobile', async ({ page }) => {
    await registerUser(page)
    const created = await page.request.post('/api/posts', {
      data: { title: `Mine ${uniqueName()}`, content: 'Delete me later', tags: ['temp'] },
    })
    const post = (await created.json()) as { id: number; title: string }

    // Like is clicked next, and a click before hydration is lost.
    await openInteractive(page, `/post/${post.id}`)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.getByText('#temp')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Share' })).toHaveAttribute(
      'href',
      new RegExp(`^/share\\?id=${post.id}&type=post&`),
    )
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Like' }).click()
    await expect(page.getByRole('button', { name: 'Unlike' })).toHaveText('1')

    await openInteractive(page, `/posts/${post.id}`)
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Post deleted')
    await expect(page).toHaveURL('/posts')
    await expect(page.getByRole('link', { name: post.title })).toHaveCount(0)

    const response = await page.goto(`/post/${post.id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  })

  test("a post's date is the reader's calendar day, without a hydration error", async ({ browser }) => {
    // A zone whose calendar day differs from UTC's at this hour: UTC-11 in the UTC morning, UTC+14 later.
    const timezoneId = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati'
    const context = await browser.newContext({ timezoneId })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    await registerUser(page)
    const created = await page.request.post('/api/posts', {
      data: { title: `Dated ${uniqueName()}`, content: 'When was this?' },
    })
    const post = (await created.json()) as { id: number; title: string; createdAt: string }
    const localDay = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: timezoneId,
    })
    const utcDay = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    expect(localDay.format(new Date(post.createdAt))).not.toBe(utcDay.format(new Date(post.createdAt)))

    await openInteractive(page, `/post/${post.id}`)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.locator(`time[datetime="${post.createdAt}"]`)).toHaveText(
      localDay.format(new Date(post.createdAt)),
    )
    expect(errors.filter((text) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(text))).toEqual([])
    await context.close()
  })

  test('a visitor reading a post sees no delete button and is sent to /auth from /posts/new', async ({ page }) => {
    await openInteractive(page, '/posts')
    await expect(page.getByRole('heading', { level: 1, name: 'Community Posts' })).toBeVisible()
    const firstPost = page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()
    const title = (await firstPost.textContent())!
    await firstPost.getByRole('link').click()
    await expect(page).toHaveURL(/\/posts\/\d+$/)
    // The address changes a moment before the post replaces the list.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Like' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await page.goto('/posts/new')
    await expect(page).toHaveURL('/auth?redirectTo=%2Fposts%2Fnew')
  })
})

async function goLive(page: Page, title: string) {
  const response = await page.request.post('/api/streams/webrtc', { data: { title } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { streamId: number }).streamId
}

test.describe('streams', () => {
  test.slow()

  test('the owner ends and deletes streams through their confirmations @mobile', async ({ page }) => {
    await registerUser(page)
    const endTitle = `End me ${uniqueName()}`
    const deleteTitle = `Delete me ${uniqueName()}`
    // Going live while live resumes the live stream, so the one to delete is ended before the one to end starts.
    const deleteId = await goLive(page, deleteTitle)
    expect((await page.request.post(`/api/streams/${deleteId}/end`)).status()).toBe(200)
    await goLive(page, endTitle)

    await page.goto('/streams')
    await expect(page.getByRole('heading', { level: 1, name: 'Streams' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Go Live' })).toBeVisible()
    await page.getByRole('tab', { name: 'My Streams' }).click()
    const panel = page.getByRole('tabpanel')
    const endCard = panel.getByRole('article').filter({ hasText: endTitle })
    await expect(endCard.getByText('Your Stream')).toBeVisible()
    await expect(endCard.getByText('LIVE')).toBeVisible()
    await expectAccessible(page)

    await endCard.getByRole('button', { name: `End ${endTitle}` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByText('Are you sure you want to end this live stream?')).toBeVisible()
    await dialog.getByRole('button', { name: 'End Stream' }).click()
    await expectToast(page, 'Stream ended', 'Your live stream has been ended successfully')
    await expect(endCard.getByText('LIVE')).toHaveCount(0)
    await expect(endCard.getByRole('button', { name: `End ${endTitle}` })).toHaveCount(0)

    const deleteCard = panel.getByRole('article').filter({ hasText: deleteTitle })
    await deleteCard.getByRole('button', { name: `Delete ${deleteTitle}` }).click()
    await expect(dialog.getByText('Are you sure you want to delete this stream?')).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Stream deleted', 'The stream has been successfully deleted')
    await expect(deleteCard).toHaveCount(0)
    await expect(panel.getByRole('article').filter({ hasText: endTitle })).toBeVisible()
  })

  test("a fresh user's My Streams is empty, and a visitor has no My Streams tab", async ({ page, browser }) => {
    await registerUser(page)
    await page.goto('/streams')
    await page.getByRole('tab', { name: 'My Streams' }).click()
    await expect(page.getByText("You haven't created any streams yet.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start Your First Stream' })).toHaveAttribute('href', '/go-live')

    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await visitor.goto('/streams')
    await expect(visitor.getByRole('tab', { name: 'Live Streams' })).toBeVisible()
    await expect(visitor.getByRole('tab', { name: 'Recordings' })).toBeVisible()
    await expect(visitor.getByRole('tab', { name: 'My Streams' })).toHaveCount(0)
    await expectAccessible(visitor)
    await visitor.getByRole('tab', { name: 'Recordings' }).click()
    await expect(visitor.getByRole('tabpanel')).toBeVisible()
    await expectAccessible(visitor)
    await visitorContext.close()
  })
})

test.describe('dashboard', () => {
  test.slow()

  test('the numbers match what the creator made', async ({ page }) => {
    const user = await registerUser(page)
    const track = await createTrack(page, `Dash track ${uniqueName()}`)
    expect((await (await page.request.post(`/api/tracks/${track.id}/play`)).json()).counted).toBe(true)
    const post = await page.request.post('/api/posts', {
      data: { title: `Dash post ${uniqueName()}`, content: 'Body text', tags: ['one', 'two', 'three'] },
    })
    const postTitle = ((await post.json()) as { title: string }).title
    const liveTitle = `Live ${uniqueName()}`
    await goLive(page, liveTitle)

    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible()
    const stat = (name: string) => page.getByRole('tabpanel').getByRole('group', { name, exact: true })
    await expect(stat('Total Tracks')).toContainText('1')
    await expect(stat('Total Tracks')).toContainText('1 total play')
    await expect(stat('Total Tracks')).not.toContainText('1 total plays')
    await expect(stat('Total Streams')).toContainText('1')
    await expect(stat('Total Posts')).toContainText('1')
    await expect(stat('Followers')).toContainText('0')
    await expect(
      page.getByRole('region', { name: "You're Live" }).getByRole('link', { name: liveTitle, exact: true }),
    ).toBeVisible()
    const activity = page.getByRole('region', { name: 'Recent Activity' })
    await expect(activity.getByRole('link', { name: track.title })).toBeVisible()
    await expect(activity.getByText('1 play', { exact: true })).toBeVisible()
    await expect(activity.getByText(/^Live now · (1 viewer|\d+ viewers)$/)).toBeVisible()
    await expect(activity.getByRole('link', { name: postTitle })).toBeVisible()
    await expect(activity.getByText('#one #two', { exact: true })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Analytics' }).click()
    await expect(stat('Total Plays')).toContainText('1')
    await expect(stat('Avg. Stream Length')).toContainText('—')
    await expect(page.getByRole('img', { name: /^1 play in the last 30 days/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Top Tracks' }).getByText(`1. ${track.title}`)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Top Tracks' }).getByText('1 play', { exact: true })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Content' }).click()
    await expect(page.getByRole('tabpanel').getByRole('link', { name: track.title, exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Create New Post' }).click()
    await expect(page).toHaveURL('/posts/new')

    const streams = (await (await page.request.get(`/api/streams/user/${user.id}`)).json()) as { id: number }[]
    await page.request.post(`/api/streams/${streams[0].id}/end`)
    await page.goto('/dashboard')
    await page.getByRole('tab', { name: 'Analytics' }).click()
    await expect(stat('Avg. Stream Length')).toContainText(/^Avg\. Stream Length\d+m$/)
    await page.getByRole('tab', { name: 'Streams' }).click()
    await expect(
      page.getByRole('region', { name: 'Past Streams' }).getByRole('link', { name: liveTitle, exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Live Now' }).getByText('You are not live right now.')).toBeVisible()
    await expectAccessible(page)
  })
})
