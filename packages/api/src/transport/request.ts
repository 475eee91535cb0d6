import { pathOf, type RouteName } from '../contracts/routes.js'

const fillPath = pathOf as (name: RouteName, params?: Readonly<Record<string, string>>) => string

/** The call's path under API_BASE, parameters filled in and encoded. */
export function endpointOf(name: RouteName, params?: Readonly<Record<string, string>>): string {
  return fillPath(name, params)
}

/** `?a=1&b=x`; undefined and null values are left out, arrays repeat their name. */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item))
    }
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}
