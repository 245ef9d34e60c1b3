import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { expect } from 'vitest'
import type { MediaJob } from '../../contracts/media/media-job'
import type { TrackDetail } from '../../contracts/tracks'
import worker from '../../workers/app'
import type { TestClient } from './api'
import { fixtureBytes } from './fixtures'

/** Uploads a fixture (or other bytes under its name) as audio; returns its URL. */
export async function uploadAudio(client: TestClient, name: string, bytes = fixtureBytes(name)) {
  const body = new FormData()
  body.append('audio', new File([bytes], name))
  const response = await client.post('/api/upload/audio', body)
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}

/** Makes a track of an uploaded audio URL; returns it as the API answers. */
export async function createTrack(client: TestClient, audioUrl: string) {
  const response = await client.post('/api/tracks', { title: 'Measured', artistName: 'Meter', audioUrl })
  expect(response.status).toBe(201)
  return (await response.json()) as TrackDetail
}

/** Runs one message through the media queue's consumer, as the queue would; returns what it acked and retried. */
export async function consumeMediaJob(job: MediaJob) {
  const batch = createMessageBatch('soundwave-media', [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: job },
  ])
  const ctx = createExecutionContext()
  await worker.queue!(batch, env, ctx)
  return getQueueResult(batch, ctx)
}
