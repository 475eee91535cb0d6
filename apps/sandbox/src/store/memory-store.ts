import { LATEST_SCHEMA_VERSION } from './migrations.ts'
import type { JsonValue, Store, StoredDocument } from './store.ts'
import { assertSynchronous, decodeDocument, encodeDocument } from './store.ts'

interface Entry {
  text: string
  scope: string
}

/** Per collection: every document by id, and the ids of each scope in insertion order. */
interface Collection {
  documents: Map<string, Entry>
  scopes: Map<string, Set<string>>
}

type Collections = Map<string, Collection>

/** A document put without a scope is filed under this one, which `list` never asks for. */
const NO_SCOPE = ''

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
      const entry = live().get(collection)?.documents.get(id)
      return entry === undefined ? undefined : decodeDocument(entry.text)
    },
    put(collection, id, value: JsonValue, scope = NO_SCOPE) {
      const text = encodeDocument(value)
      const all = live()
      let found = all.get(collection)
      if (!found) {
        found = { documents: new Map(), scopes: new Map() }
        all.set(collection, found)
      }
      const previous = found.documents.get(id)
      if (previous && previous.scope !== scope) found.scopes.get(previous.scope)?.delete(id)
      found.documents.set(id, { text, scope })
      let ids = found.scopes.get(scope)
      if (!ids) {
        ids = new Set()
        found.scopes.set(scope, ids)
      }
      ids.add(id)
    },
    list(collection, scope) {
      const found = live().get(collection)
      if (!found) return []
      const ids = scope === undefined ? found.documents.keys() : (found.scopes.get(scope) ?? [])
      return [...ids].flatMap((id): StoredDocument[] => {
        const entry = found.documents.get(id)
        return entry ? [{ id, value: decodeDocument(entry.text) }] : []
      })
    },
    delete(collection, id) {
      const found = live().get(collection)
      const entry = found?.documents.get(id)
      if (!found || !entry) return false
      found.scopes.get(entry.scope)?.delete(id)
      return found.documents.delete(id)
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
  return new Map(
    [...collections].map(([name, found]) => [
      name,
      {
        documents: new Map(found.documents),
        scopes: new Map([...found.scopes].map(([scope, ids]) => [scope, new Set(ids)])),
      },
    ]),
  )
}
