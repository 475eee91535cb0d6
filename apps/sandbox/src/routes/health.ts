import type { HandlerTable } from '../context.ts'

export type HealthBody =
  | { status: 'ok'; database: 'sqlite' | 'memory'; schemaVersion: number }
  | { status: 'error'; database: 'sqlite' | 'memory' }

export const healthHandlers: Pick<HandlerTable, 'health'> = {
  health: ({ store }) => {
    try {
      const body: HealthBody = {
        status: 'ok',
        database: store.kind,
        schemaVersion: store.schemaVersion,
      }
      return { body }
    } catch {
      const body: HealthBody = { status: 'error', database: store.kind }
      return { status: 503, body }
    }
  },
}
