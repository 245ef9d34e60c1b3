import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

export interface ServerProcess {
  pid: number
  name: string
  /** User plus system CPU time so far, in milliseconds. */
  cpuMs: number
}

/** The processes under `rootPid` (itself included), read from /proc. */
export function processesUnder(rootPid: number): ServerProcess[] {
  const parents = new Map<number, number>()
  const all: ServerProcess[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
      // utime + stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
      all.push({
        pid: Number(entry),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
      })
    } catch {
      // Gone meanwhile.
    }
  }
  const under = (pid: number): boolean => pid === rootPid || (pid > 1 && parents.has(pid) && under(parents.get(pid)!))
  return all.filter((process) => under(process.pid))
}

/** The TCP ports a process listens on, read from /proc (no ss or lsof needed). */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (socket) inodes.add(socket[1])
    } catch {
      // Closed meanwhile.
    }
  }
  const ports: number[] = []
  for (const line of readFileSync(`/proc/${pid}/net/tcp`, 'utf8').split('\n').slice(1)) {
    const [, local, , state, , , , , , inode] = line.trim().split(/\s+/)
    if (state === '0A' && inodes.has(inode)) ports.push(parseInt(local.split(':')[1], 16))
  }
  return ports
}
