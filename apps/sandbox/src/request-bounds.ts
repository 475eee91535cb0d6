// Browser-safe. Bounds every request body has, whatever its contract: the contracts bound
// the fields the specs give limits for, and strip the fields they do not name; these
// bound the rest (an unnamed field, a string the specs give no length, a list), before
// anything parses or stores it.

/** The limits of any body: each is far above what a call of the specs sends. */
export const REQUEST_BOUNDS = {
  /** Characters of any string, names included (the longest a spec gives is 375). */
  string: 1024,
  /** Entries of any list (a cart's lines, the gtins of a products call). */
  array: 200,
  /** Fields of any object. */
  keys: 64,
  /** Objects and lists inside one another (the deepest call, MODIFY, has 6). */
  depth: 12,
} as const

export interface BoundsIssue {
  /** Where, as the contract errors name it: `body.lineItems.0.cart`. */
  path: string
  message: string
}

/** The first bound the value breaks, or undefined when it keeps them all. */
export function requestBoundsIssue(value: unknown, root = 'body'): BoundsIssue | undefined {
  const visit = (node: unknown, path: string, depth: number): BoundsIssue | undefined => {
    if (typeof node === 'string') {
      return node.length > REQUEST_BOUNDS.string
        ? { path, message: `at most ${REQUEST_BOUNDS.string} characters` }
        : undefined
    }
    if (typeof node !== 'object' || node === null) return undefined
    if (depth >= REQUEST_BOUNDS.depth)
      return { path, message: `nested at most ${REQUEST_BOUNDS.depth} deep` }
    if (Array.isArray(node)) {
      if (node.length > REQUEST_BOUNDS.array)
        return { path, message: `at most ${REQUEST_BOUNDS.array} entries` }
      for (const [index, entry] of node.entries()) {
        const issue = visit(entry, `${path}.${index}`, depth + 1)
        if (issue) return issue
      }
      return undefined
    }
    const entries = Object.entries(node)
    if (entries.length > REQUEST_BOUNDS.keys)
      return { path, message: `at most ${REQUEST_BOUNDS.keys} fields` }
    for (const [key, entry] of entries) {
      if (key.length > REQUEST_BOUNDS.string)
        return { path, message: `field names of at most ${REQUEST_BOUNDS.string} characters` }
      const issue = visit(entry, `${path}.${key}`, depth + 1)
      if (issue) return issue
    }
    return undefined
  }
  return visit(value, root, 0)
}
