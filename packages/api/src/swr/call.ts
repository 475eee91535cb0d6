import type { RouteName } from '../contracts/routes.js'
import type { ApiClient } from '../transport/client.js'

/**
 * `client.call` for a route name known only as a type parameter: TypeScript cannot
 * pick the rest-argument form of a generic conditional, so the hooks call through
 * this one loosely typed door and type their own signatures instead.
 */
export function callRoute(client: ApiClient, name: RouteName, args: object): Promise<unknown> {
  return (client.call as (name: RouteName, args: object) => Promise<unknown>)(name, args)
}
