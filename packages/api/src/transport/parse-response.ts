import type * as z from 'zod/mini'
import type { ResponseIssue } from './api-error.js'

export type Parsed<T> = { ok: true; data: T } | { ok: false; issues: readonly ResponseIssue[] }

/** JSON text to a value; an empty body reads as `{}` (a 204 of a call that returns nothing). */
export function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The body checked against the route's response schema: the boundary no `any` crosses. */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  text: string,
): Parsed<z.output<S>> {
  const json = readJson(text)
  if (!json.ok) return { ok: false, issues: [{ path: '', message: 'The body is not JSON' }] }
  const result = schema.safeParse(json.value)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  }
}
