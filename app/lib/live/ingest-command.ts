/** Where broadcasting software pushes a stream's WebM: the key in the path is the only credential there. */
export const ingestUrl = (origin: string, streamKey: string) => `${origin}/ingest/${encodeURIComponent(streamKey)}`

/**
 * The ffmpeg command that broadcasts INPUT (a file, a capture device) to a stream with picture and sound: Opus and
 * VP8 in WebM, one cluster a second so late viewers start quickly. Leaving out the `-c:v … -g 50` part sends sound
 * only. In parts: its input, sound, picture, container and address.
 */
const ingestCommandParts = (origin: string, streamKey: string) => [
  'ffmpeg -re -i INPUT',
  '-c:a libopus -b:a 128k',
  '-c:v libvpx -b:v 1500k -deadline realtime -g 50',
  '-f webm -cluster_time_limit 1000',
  `-method POST ${ingestUrl(origin, streamKey)}`,
]

/** The command on one line, as it is copied: it runs in any shell. */
export const ingestCommand = (origin: string, streamKey: string) => ingestCommandParts(origin, streamKey).join(' ')

/** The command as shown: a part a line, each continued with a backslash (it still runs pasted in a POSIX shell). */
export const ingestCommandLines = (origin: string, streamKey: string) =>
  ingestCommandParts(origin, streamKey).join(' \\\n  ')
