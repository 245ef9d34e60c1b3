import { describe, expect, it } from 'vitest'
import { ingestCommand, ingestCommandLines, ingestUrl } from './ingest-command'

describe('the ingest command', () => {
  it('pushes WebM with Opus sound and VP8 picture to the stream key on this origin', () => {
    expect(ingestCommand('https://soundwave.example', 'k3y')).toBe(
      'ffmpeg -re -i INPUT -c:a libopus -b:a 128k -c:v libvpx -b:v 1500k -deadline realtime -g 50 ' +
        '-f webm -cluster_time_limit 1000 -method POST https://soundwave.example/ingest/k3y',
    )
  })

  it('is shown a part a line, continued with backslashes, the same words as the copied line', () => {
    const shown = ingestCommandLines('https://soundwave.example', 'k3y')
    expect(shown.split('\n')).toEqual([
      'ffmpeg -re -i INPUT \\',
      '  -c:a libopus -b:a 128k \\',
      '  -c:v libvpx -b:v 1500k -deadline realtime -g 50 \\',
      '  -f webm -cluster_time_limit 1000 \\',
      '  -method POST https://soundwave.example/ingest/k3y',
    ])
    expect(shown.replace(/ \\\n +/g, ' ')).toBe(ingestCommand('https://soundwave.example', 'k3y'))
  })

  it('keeps a key with characters a URL path cannot carry in one piece', () => {
    expect(ingestUrl('http://localhost:8787', 'a/b c')).toBe('http://localhost:8787/ingest/a%2Fb%20c')
  })
})
