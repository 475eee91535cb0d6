/** What a document may hold: both stores keep JSON text, so they behave alike. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue }

export type StoreKind = 'sqlite' | 'memory'

export interface StoredDocument {
  id: string
  value: JsonValue
}

/**
 * The sandbox's persistence, kept small so the same request handlers run on
 * SQLite in Node and on a Map in the browser (MSW). Calls are synchronous:
 * both back ends are, and it lets `transaction` be truly atomic.
 */
export interface Store {
  readonly kind: StoreKind
  /** Highest applied migration, read live so a health check proves the store answers. */
  readonly schemaVersion: number
  /** A copy of the document, or undefined. */
  get(collection: string, id: string): JsonValue | undefined
  /**
   * Inserts or replaces; a replaced document keeps its place in `list`. `scope` (a
   * banner and owner, `greenleaf/sandbox-shopper`) files it for `list(collection, scope)`;
   * a document put without one belongs to no scope.
   */
  put(collection: string, id: string, value: JsonValue, scope?: string): void
  /**
   * Documents in insertion order: with `scope`, only the ones put with that scope, found
   * through an index (a shopper's addresses never read another shopper's); without, all.
   */
  list(collection: string, scope?: string): StoredDocument[]
  /** True when a document was removed. */
  delete(collection: string, id: string): boolean
  /** Runs synchronous work atomically: any throw undoes every change it made. */
  transaction<T>(work: () => T): T
  close(): void
}

/** JSON text for a document; rejects values JSON cannot carry faithfully. */
export function encodeDocument(value: JsonValue): string {
  const text = JSON.stringify(value)
  if (text === undefined) throw new TypeError('A document must be a JSON value')
  return text
}

export function decodeDocument(text: string): JsonValue {
  return JSON.parse(text) as JsonValue
}

/** Async work would commit before it finished, so refuse it loudly. */
export function assertSynchronous(result: unknown): void {
  if (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { then?: unknown }).then === 'function'
  ) {
    throw new TypeError('Store.transaction work must be synchronous')
  }
}
