import { queryOptions } from '@tanstack/react-query'

/** GET /api/health (docs/product/api.md#health). */
export interface BasicHealth {
  status: string
  timestamp: string
  version: string
  environment: string
  uptime: number
  database: string
}

/** GET /api/health/detailed. */
export interface DetailedHealth {
  status: string
  timestamp: string
  uptime: number
  services: Record<string, string>
  memoryUsage: Record<string, number | string>
}

/** GET /api/health-check. */
export interface DirectHealth {
  status: string
  timestamp: string
}

export const healthQueries = {
  basic: () => queryOptions<BasicHealth>({ queryKey: ['/api/health'] }),
  detailed: () => queryOptions<DetailedHealth>({ queryKey: ['/api/health/detailed'] }),
  direct: () => queryOptions<DirectHealth>({ queryKey: ['/api/health-check'] }),
}
