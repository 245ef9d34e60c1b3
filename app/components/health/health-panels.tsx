import { useQuery } from '@tanstack/react-query'
import { healthQueries } from '~/lib/queries/health'
import { cn } from '~/lib/utils'
import { HealthEntry, HealthPanel } from './health-panel'

/** Uptime as /health-test shows it: minutes and seconds. */
export const formatUptime = (seconds: number) => `${Math.floor(seconds / 60)}m ${Math.round(seconds % 60)}s`

/** In UTC, so the server's HTML and the browser's render agree. */
const formatTimestamp = (timestamp: string) => `${new Date(timestamp).toISOString().slice(0, 19).replace('T', ' ')} UTC`

const DOT_COLORS: Record<string, string> = { healthy: 'bg-green-500', degraded: 'bg-yellow-400' }

export function BasicHealthPanel() {
  const query = useQuery(healthQueries.basic())
  return (
    <HealthPanel name="Basic" query={query}>
      {(health) => (
        <>
          <HealthEntry label="Status">{health.status === 'ok' ? 'Healthy' : health.status}</HealthEntry>
          <HealthEntry label="Timestamp">{formatTimestamp(health.timestamp)}</HealthEntry>
          <HealthEntry label="Version">{health.version}</HealthEntry>
          <HealthEntry label="Environment">{health.environment}</HealthEntry>
          <HealthEntry label="Uptime">{formatUptime(health.uptime)}</HealthEntry>
          <HealthEntry label="Database">{health.database}</HealthEntry>
        </>
      )}
    </HealthPanel>
  )
}

export function DetailedHealthPanel() {
  const query = useQuery(healthQueries.detailed())
  return (
    <HealthPanel name="Detailed" query={query}>
      {(health) => (
        <>
          <HealthEntry label="Status">
            <span className="inline-flex items-center gap-2">
              <span aria-hidden className={cn('h-3 w-3 rounded-full', DOT_COLORS[health.status] ?? 'bg-red-500')} />
              {health.status}
            </span>
          </HealthEntry>
          <HealthEntry label="Timestamp">{formatTimestamp(health.timestamp)}</HealthEntry>
          {Object.entries(health.services).map(([service, status]) => (
            <HealthEntry key={service} label={`Service: ${service}`}>
              {status}
            </HealthEntry>
          ))}
          {Object.keys(health.memoryUsage).length === 0 ? (
            <HealthEntry label="Memory">Not measured by the Workers runtime</HealthEntry>
          ) : (
            Object.entries(health.memoryUsage).map(([entry, value]) => (
              <HealthEntry key={entry} label={`Memory: ${entry}`}>
                {String(value)}
              </HealthEntry>
            ))
          )}
        </>
      )}
    </HealthPanel>
  )
}

export function DirectHealthPanel() {
  const query = useQuery(healthQueries.direct())
  return (
    <HealthPanel name="Direct" query={query}>
      {(health) => (
        <>
          <HealthEntry label="Status">{health.status}</HealthEntry>
          <HealthEntry label="Timestamp">{formatTimestamp(health.timestamp)}</HealthEntry>
        </>
      )}
    </HealthPanel>
  )
}
