// Which source module each byte of a built chunk came from, read from its source map
// (the way source-map-explorer does it), and which package a module belongs to.

export interface SourceMapLike {
  sources: string[]
  mappings: string
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const digit = new Map([...base64].map((c, i) => [c, i]))

/** Decodes one Base64 VLQ segment of a source map into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const d = digit.get(char)
    if (d === undefined) throw new Error(`Not a Base64 VLQ digit: "${char}"`)
    value += (d & 31) * 2 ** shift
    if (d & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value - 1) / 2 : value / 2)
    value = 0
    shift = 0
  }
  return values
}

/**
 * Bytes of `code` per source of its map: each mapping segment owns the text from its
 * column to the next segment's (or the line's end). Text under no source is "(unmapped)".
 * Counts UTF-16 code units, which equal bytes for minified ASCII output.
 */
export function bytesPerSource(code: string, map: SourceMapLike): Map<string, number> {
  const result = new Map<string, number>()
  const add = (source: string, n: number) => {
    if (n > 0) result.set(source, (result.get(source) ?? 0) + n)
  }
  const lines = code.split('\n')
  const mapped = map.mappings.split(';')
  let sourceIndex = 0
  lines.forEach((line, i) => {
    // The newline belongs to the line's last owner; a line without mappings is unmapped.
    const length = line.length + (i < lines.length - 1 ? 1 : 0)
    const segments = (mapped[i] ?? '').split(',').filter(Boolean)
    let column = 0
    let owner = '(unmapped)'
    let start = 0
    for (const segment of segments) {
      const [col = 0, source] = decodeVlq(segment)
      column += col
      add(owner, Math.min(column, length) - start)
      start = Math.min(column, length)
      if (source === undefined) owner = '(unmapped)'
      else {
        sourceIndex += source
        owner = map.sources[sourceIndex] ?? '(unmapped)'
      }
    }
    add(owner, length - start)
  })
  return result
}

/**
 * A readable name for a module path: `react-dom`, `@ark-ui/react`, `@aisle/ui`,
 * `@aisle/ui styled-system`, `storefront`, with the module inside it.
 */
export function packageOf(source: string): { pkg: string; module: string } {
  const path = source.replaceAll('\\', '/')
  const nm = path.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/')
    const scoped = rest[0]?.startsWith('@')
    const pkg = scoped ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path)
    return { pkg, module: rest.slice(scoped ? 2 : 1).join('/') }
  }
  const workspace = /(?:^|\/)(packages|apps)\/([^/]+)\/(.*)$/.exec(path)
  if (workspace) {
    const [, kind, name, rest = ''] = workspace
    if (kind === 'apps') return { pkg: name ?? path, module: rest.replace(/^src\//, '') }
    const styled = rest.startsWith('styled-system/')
    return {
      pkg: `@aisle/${name}${styled ? ' styled-system' : ''}`,
      module: rest.replace(/^(dist|src|styled-system)\//, ''),
    }
  }
  return { pkg: path, module: '' }
}

/** Shares `total` out in proportion to `weights`, rounding so the parts sum to it. */
export function shareOut(total: number, weights: Map<string, number>): Map<string, number> {
  const sum = [...weights.values()].reduce((a, b) => a + b, 0)
  const result = new Map<string, number>()
  if (sum === 0) return result
  let given = 0
  let seen = 0
  for (const [key, weight] of weights) {
    seen += weight
    const upTo = Math.round((total * seen) / sum)
    result.set(key, upTo - given)
    given = upTo
  }
  return result
}
