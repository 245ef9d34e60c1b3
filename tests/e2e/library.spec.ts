import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectToast, openInteractive, registerUser, uniqueName } from './support'

// Long journeys through several pages: room for a slow machine.
test.describe.configure({ timeout: 120_000 })

const STARTER_PLAYLISTS = ['Favorite Tracks', 'Workout Mix', 'Chill Vibes', 'Study Music']

/** A seeded track by its title, through the API the pages use. */
async function seededTrack(page: Page, title: string) {
  const response = await page.request.get('/api/tracks?limit=100')
  const tracks = (await response.json()) as { id: number; title: string }[]
  const track = tracks.find((candidate) => candidate.title === title)
  expect(track, `seeded track ${title}`).toBeDefined()
  return track!
}

/** Uploads the WAV fixture as the page's signed-in user and publishes it as a track. */
async function uploadOwnTrack(page: Page, userId: number, title: string) {
  const upload = await page.request.post('/api/upload/audio', {
    multipart: {
      audio: {
        name: 'tone.wav',
        mimeType: 'audio/wav',
        buffer: await readFile(path.join(import.meta.dirname, '../fixtures/media/tone.wav')),
      },
    },
  })
  expect(upload.ok()).toBe(true)
  const { url } = (await upload.json()) as { url: string }
  const created = await page.request.post('/api/tracks', {
    data: { userId, title, artistName: 'Track Owner', audioUrl: url, genre: null },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as { id: number }
}

async function openLibraryTab(page: Page, tab: 'Tracks' | 'Playlists' | 'History') {
  await openInteractive(page, '/library')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible()
  await page.getByRole('tab', { name: tab }).click()
  return page.getByRole('tabpanel', { name: tab })
}

test('a visitor is sent from /library to /auth', async ({ page }) => {
  await openInteractive(page, '/library')
  await expect(page).toHaveURL('/auth?redirectTo=%2Flibrary')
})

test('a new user has the four starter playlists, empty tracks and history @mobile', async ({ page }) => {
  await registerUser(page)
  const tracks = await openLibraryTab(page, 'Tracks')
  const uploads = tracks.getByRole('region', { name: 'Your Uploads' })
  await expect(uploads.getByText("You haven't uploaded any tracks yet.")).toBeVisible()
  await expect(uploads.getByRole('link', { name: 'Upload a track' })).toHaveAttribute('href', '/upload-track')
  const liked = tracks.getByRole('region', { name: 'Liked Tracks' })
  await expect(liked.getByText("You haven't saved any tracks yet.")).toBeVisible()
  await expect(liked.getByRole('link', { name: 'Discover music' })).toHaveAttribute('href', '/discover')
  await expect(page.getByRole('region', { name: 'Recently Played' }).getByText('No recent tracks.')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'Playlists' }).click()
  const playlists = page.getByRole('tabpanel', { name: 'Playlists' })
  for (const name of STARTER_PLAYLISTS)
    await expect(playlists.getByRole('link', { name: `${name} 0 tracks` })).toBeVisible()
  await expect(playlists.getByRole('link')).toHaveCount(4)

  await page.getByRole('tab', { name: 'History' }).click()
  await expect(
    page.getByRole('tabpanel', { name: 'History' }).getByText("You haven't played any tracks yet."),
  ).toBeVisible()
})

test('a user creates a playlist, adds a track from its page, removes it, renames and deletes the playlist', async ({
  page,
}) => {
  await registerUser(page)
  const track = await seededTrack(page, 'Neon Harbour')
  const name = uniqueName('Mix ')

  await openInteractive(page, '/library')
  await page.getByRole('button', { name: 'Create Playlist' }).click()
  const createDialog = page.getByRole('dialog', { name: 'Create Playlist' })
  await createDialog.getByRole('button', { name: 'Create' }).click()
  await expect(createDialog.getByText('Name is required')).toBeVisible()
  await createDialog.getByLabel('Name', { exact: true }).fill(name)
  await createDialog.getByRole('button', { name: 'Create' }).click()
  await expect(createDialog).toBeHidden()
  await expectToast(page, 'Playlist created')
  await page.getByRole('tab', { name: 'Playlists' }).click()
  await expect(
    page.getByRole('tabpanel', { name: 'Playlists' }).getByRole('link', { name: `${name} 0 tracks` }),
  ).toBeVisible()

  await openInteractive(page, `/tracks/${track.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Harbour' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to playlist' }).click()
  await page.getByRole('menuitem', { name }).click()
  await expectToast(page, 'Added to playlist', `Neon Harbour was added to ${name}.`)

  await openLibraryTab(page, 'Playlists')
  await page.getByRole('link', { name: `${name} 1 track` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveTitle(`${name} · Soundwave`)
  const rows = page.getByRole('main').getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.getByRole('link', { name: 'Neon Harbour', exact: true })).toHaveAttribute(
    'href',
    `/tracks/${track.id}`,
  )
  await expect(rows.getByRole('button', { name: 'Play Neon Harbour' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Remove Neon Harbour from playlist' }).click()
  await expectToast(page, 'Removed from playlist')
  await expect(page.getByText('This playlist has no tracks yet. Add some from any track page.')).toBeVisible()

  const renamed = `${name} renamed`
  await page.getByRole('button', { name: 'Rename' }).click()
  const renameDialog = page.getByRole('dialog', { name: 'Rename Playlist' })
  await expect(renameDialog.getByLabel('Name', { exact: true })).toHaveValue(name)
  await renameDialog.getByLabel('Name', { exact: true }).fill(renamed)
  await renameDialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()

  const playlistUrl = page.url()
  await page.getByRole('button', { name: 'Delete playlist' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Playlist deleted')
  await expect(page).toHaveURL('/library')
  await page.getByRole('tab', { name: 'Playlists' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Playlists' }).getByRole('link')).toHaveCount(4)
  const gone = await page.goto(playlistUrl)
  expect(gone?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
})

test("someone else's playlist shows its tracks without owner controls", async ({ page, browser }) => {
  await registerUser(page)
  const track = await seededTrack(page, 'Blue Corner')
  const created = await page.request.post('/api/playlists', { data: { name: 'Shared jazz' } })
  const playlist = (await created.json()) as { id: number }
  await page.request.post(`/api/playlists/${playlist.id}/tracks`, { data: { trackId: track.id } })

  const visitor = await browser.newPage()
  await visitor.goto(`/playlist/${playlist.id}`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Shared jazz' })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Play Blue Corner' })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Rename' })).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: /Remove/ })).toHaveCount(0)
  await visitor.close()
})

test('a liked track shows under Tracks and a played one under Played today and Recently Played @mobile', async ({
  page,
}) => {
  await registerUser(page)
  const liked = await seededTrack(page, 'Paper Lanterns')
  const played = await seededTrack(page, 'Study Hall')

  await openInteractive(page, `/tracks/${liked.id}`)
  await page.getByRole('button', { name: /^Like,/ }).click()
  await expect(page.getByRole('button', { name: 'Unlike' })).toBeVisible()
  const tracks = await openLibraryTab(page, 'Tracks')
  await expect(
    tracks.getByRole('region', { name: 'Liked Tracks' }).getByRole('link', { name: 'Paper Lanterns', exact: true }),
  ).toBeVisible()

  expect((await page.request.post(`/api/tracks/${played.id}/play`)).ok()).toBe(true)
  const history = await openLibraryTab(page, 'History')
  const today = history.getByRole('region', { name: 'Played today' })
  await expect(today.getByRole('heading', { name: 'Played today' })).toBeVisible()
  await expect(today.getByRole('link', { name: 'Study Hall', exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Recently Played' }).getByRole('link', { name: 'Study Hall', exact: true }),
  ).toBeVisible()
  await expectAccessible(page)
})

test('the track page shows the track with its facts and links', async ({ page }) => {
  const track = await seededTrack(page, 'Neon Harbour')
  // Other journeys play the seeded tracks too: the count shown is the one the API gives now.
  const { playCount } = (await (await page.request.get(`/api/tracks/${track.id}`)).json()) as { playCount: number }
  const response = await page.goto(`/tracks/${track.id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Neon Harbour by .+ · Soundwave$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Neon Harbour' })).toBeVisible()
  await expect(main.getByRole('img', { name: 'Cover of Neon Harbour' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Play Neon Harbour' })).toBeVisible()
  await expect(main.getByText(playCount.toLocaleString('en-US'))).toBeVisible()
  await expect(main.getByRole('link', { name: 'Electronic' })).toHaveAttribute('href', '/genre/electronic')
  const share = new URL((await main.getByRole('link', { name: 'Share' }).getAttribute('href'))!, 'http://x')
  expect(share.pathname).toBe('/share')
  expect(Object.fromEntries(share.searchParams)).toEqual({
    id: String(track.id),
    type: 'track',
    title: 'Neon Harbour',
    returnUrl: `/track/${track.id}`,
  })
  await expect(main.getByRole('button', { name: 'Delete track' })).toHaveCount(0)
  await expect(main.getByRole('button', { name: 'Add to playlist' })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(`/track/${track.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Harbour' })).toBeVisible()
  for (const missing of ['/tracks/99999999', '/track/not-a-number']) {
    const notFound = await page.goto(missing)
    expect(notFound?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  }
})

test('the owner deletes their track through the dialog; others see no Delete', async ({ page, browser }) => {
  const owner = await registerUser(page, 'Track Owner')
  const title = uniqueName('Doomed ')
  const track = await uploadOwnTrack(page, owner.id, title)

  const stranger = await browser.newPage()
  await registerUser(stranger)
  await stranger.goto(`/tracks/${track.id}`)
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(stranger.getByRole('button', { name: 'Add to playlist' })).toBeVisible()
  await expect(stranger.getByRole('button', { name: 'Delete track' })).toHaveCount(0)
  await stranger.close()

  await openInteractive(page, `/tracks/${track.id}`)
  await page.getByRole('button', { name: 'Delete track' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(
    dialog.getByText('This action cannot be undone and the track will be permanently removed from your library.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Delete track' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Track deleted')
  await expect(page).toHaveURL('/library')
  expect((await page.request.get(`/api/tracks/${track.id}`)).status()).toBe(404)
  expect((await page.goto(`/tracks/${track.id}`))?.status()).toBe(404)
})

test("the owner deletes a track from its card's menu", async ({ page }) => {
  const owner = await registerUser(page, 'Track Owner')
  const title = uniqueName('Menu doomed ')
  await uploadOwnTrack(page, owner.id, title)
  await openInteractive(page, '/')
  const yourTracks = page.getByRole('region', { name: 'Your Tracks' })
  await yourTracks.getByRole('button', { name: `More options for ${title}` }).click()
  await page.getByRole('menuitem', { name: 'Delete track' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(
    dialog.getByText('This action cannot be undone and the track will be permanently removed from your library.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Track deleted')
  await expect(page.getByText(title)).toHaveCount(0)
  expect((await page.request.get('/api/tracks/user/' + owner.id).then((r) => r.json())) as unknown[]).toHaveLength(0)
})

test('an upload is under Your Uploads at once, newest first, and liked tracks under Liked Tracks', async ({ page }) => {
  const user = await registerUser(page, 'Track Owner')
  const older = uniqueName('Older ')
  await uploadOwnTrack(page, user.id, older)
  const liked = await seededTrack(page, 'Blue Corner')
  expect((await page.request.post('/api/likes', { data: { contentId: liked.id, contentType: 'track' } })).ok()).toBe(
    true,
  )

  // The library is already in the browser's cache when the upload lands there.
  const before = await openLibraryTab(page, 'Tracks')
  await expect(
    before.getByRole('region', { name: 'Your Uploads' }).getByRole('link', { name: older, exact: true }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Upload Track' }).first().click()
  await expect(page).toHaveURL('/upload-track')
  const title = uniqueName('Fresh ')
  const form = page.getByRole('form', { name: 'Upload track' })
  await form.getByLabel('Title').fill(title)
  await form
    .getByLabel('Audio File', { exact: true })
    .setInputFiles(path.join(import.meta.dirname, '../fixtures/media/tone.wav'))
  await form.getByRole('button', { name: 'Upload Track' }).click()
  await expectToast(page, 'Track uploaded', `${title} is now in your library.`)
  await expect(page).toHaveURL('/library')

  const tracks = page.getByRole('tabpanel', { name: 'Tracks' })
  const uploads = tracks.getByRole('region', { name: 'Your Uploads' })
  await expect(uploads.getByRole('heading', { level: 3 })).toHaveText([title, older])
  await expect(uploads.getByRole('button', { name: `Play ${title}` })).toBeVisible()
  await expect(uploads.getByRole('button', { name: `More options for ${title}` })).toBeVisible()
  const likedGroup = tracks.getByRole('region', { name: 'Liked Tracks' })
  await expect(likedGroup.getByRole('heading', { level: 3 })).toHaveText(['Blue Corner'])
  await expect(likedGroup.getByRole('button', { name: 'Play Blue Corner' })).toBeVisible()
  await expectAccessible(page)
})

test("a track card's menu likes the track and adds it to a playlist, and says when the playlist already holds it", async ({
  page,
}) => {
  await registerUser(page)
  const name = uniqueName('Menu mix ')
  expect((await page.request.post('/api/playlists', { data: { name } })).status()).toBe(201)
  await openInteractive(page, '/genre/jazz')
  const menuOf = async (title: string) => {
    await page.getByRole('button', { name: `More options for ${title}` }).click()
    return page.getByRole('menu')
  }

  const menu = await menuOf('Blue Corner')
  await menu.getByRole('menuitem', { name: 'Like', exact: true }).click()
  await expectToast(page, 'Added to Liked Tracks', 'Blue Corner by Marlowe Keys')
  await expect((await menuOf('Blue Corner')).getByRole('menuitem', { name: 'Unlike' })).toBeVisible()
  await page.keyboard.press('Escape')

  for (const [title, text] of [
    ['Added to playlist', `Blue Corner was added to ${name}.`],
    ['Already in playlist', `Blue Corner is already in ${name}.`],
  ]) {
    await (await menuOf('Blue Corner')).getByRole('menuitem', { name: 'Add to playlist' }).click()
    await page.getByRole('menuitem', { name }).click()
    await expectToast(page, title, text)
  }

  const tracks = await openLibraryTab(page, 'Tracks')
  await expect(
    tracks.getByRole('region', { name: 'Liked Tracks' }).getByRole('link', { name: 'Blue Corner', exact: true }),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Playlists' }).click()
  await expect(
    page.getByRole('tabpanel', { name: 'Playlists' }).getByRole('link', { name: `${name} 1 track` }),
  ).toBeVisible()
})
