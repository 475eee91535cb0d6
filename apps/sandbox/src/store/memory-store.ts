import { LATEST_SCHEMA_VERSION } from './migrations.ts'
import type { JsonValue, Store, StoredDocument } from './store.ts'
import { assertSynchronous, decodeDocument, encodeDocument } from './store.ts'

type Collections = Map<string, Map<string, string>>

/**
 * Map-backed store for the browser (MSW, Storybook) and tests. Documents are
 * kept as JSON text, like in SQLite, so callers never share mutable objects
 * with the store and both stores behave the same.
 */
export function createMemoryStore(): Store {
  let collections: Collections = new Map()
  let open = true

  const live = (): Collections => {
    if (!open) throw new Error('The memory store is closed')
    return collections
  }

  return {
    kind: 'memory',
    get schemaVersion() {
      live()
      // Nothing to migrate in memory: it always has the shape of the latest schema.
      return LATEST_SCHEMA_VERSION
    },
    get(collection, id) {
      const text = live().get(collection)?.get(id)
      return text === undefined ? undefined : decodeDocument(text)
    },
    put(collection, id, value: JsonValue) {
      const text = encodeDocument(value)
      const all = live()
      let documents = all.get(collection)
      if (!documents) {
        documents = new Map()
        all.set(collection, documents)
      }
      documents.set(id, text)
    },
    list(collection) {
      const documents = live().get(collection)
      if (!documents) return []
      return [...documents].map(
        ([id, text]): StoredDocument => ({ id, value: decodeDocument(text) }),
      )
    },
    delete(collection, id) {
      return live().get(collection)?.delete(id) ?? false
    },
    transaction(work) {
      const snapshot = copy(live())
      try {
        const result = work()
        assertSynchronous(result)
        return result
      } catch (error) {
        collections = snapshot
        throw error
      }
    },
    close() {
      open = false
      collections = new Map()
    },
  }
}

function copy(collections: Collections): Collections {
  return new Map([...collections].map(([name, documents]) => [name, new Map(documents)]))
}
