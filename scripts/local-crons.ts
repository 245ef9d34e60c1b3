/**
 * Fires the Worker's crons (wrangler.toml's [triggers]) on the local server at port $1, each at the minutes (UTC) a
 * deployment fires it, through the Worker's /__scheduled door: `wrangler dev` fires none itself
 * (docs/decisions/050-local-servers-run-the-crons.md). scripts/start.sh starts it beside the server; it ends when the
 * process that started it does.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const port = process.argv[2] ?? '8787'
const wranglerToml = readFileSync(path.join(import.meta.dirname, '../wrangler.toml'), 'utf8')
const crons = JSON.parse(/^crons\s*=\s*(\[.*\])/m.exec(wranglerToml)?.[1] ?? '[]') as string[]

/** Whether one field of a cron (`*`, a number or a list of numbers; nothing else is used here) takes `value`. */
function fieldTakes(field: string, value: number) {
  if (field === '*') return true
  if (!/^\d+(,\d+)*$/.test(field)) throw new Error(`local crons: cannot read the cron field '${field}'`)
  return field.split(',').map(Number).includes(value)
}

const isDue = (cron: string, at: Date) => {
  const [minute, hour, day, month, weekday] = cron.split(/\s+/)
  const values = [at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()]
  return [minute, hour, day, month, weekday].every((field, index) => fieldTakes(field, values[index]))
}
// A cron this cannot read stops it at once rather than never firing.
crons.forEach((cron) => isDue(cron, new Date()))

async function fire(cron: string) {
  try {
    const response = await fetch(`http://localhost:${port}/__scheduled?cron=${encodeURIComponent(cron)}`)
    if (!response.ok) console.error(`local crons: '${cron}' answered ${response.status}: ${await response.text()}`)
  } catch {
    // The server is not listening yet, or no longer: the next minute tries again.
  }
}

const MINUTE_MS = 60_000

function tickAtNextMinute() {
  setTimeout(
    () => {
      const at = new Date(Math.round(Date.now() / MINUTE_MS) * MINUTE_MS)
      for (const cron of crons) if (isDue(cron, at)) void fire(cron)
      tickAtNextMinute()
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  )
}
tickAtNextMinute()

// start.sh execs the server in its own process, so this process's parent is the server: once it is gone, so is this.
const server = process.ppid
setInterval(() => {
  if (process.ppid !== server) process.exit(0)
}, 1000)
