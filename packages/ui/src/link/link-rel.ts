/** Adds `noopener noreferrer` to a `rel` value, keeping its other tokens (e.g. `nofollow`). */
export function externalRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean))
  tokens.add('noopener')
  tokens.add('noreferrer')
  return [...tokens].join(' ')
}
