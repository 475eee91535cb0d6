import { type PreferenceSet, preferencesText } from '@aisle/flows'
import { Alert, Spinner, Switch } from '@aisle/ui'
import { type CSSProperties, useId } from 'react'

const section: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }
const list: CSSProperties = {
  display: 'grid',
  gap: 'var(--spacing-4)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
}
const item: CSSProperties = { display: 'grid', gap: 'var(--spacing-2)' }

interface PreferenceSetViewProps {
  heading: string
  note: string
  set: PreferenceSet
}

/**
 * One preference set with its loading, updated and error states (account-area.md §2, §4
 * "Preferences"): each switch changes at once, then posts; a message from the server or
 * a failure shows as a warning on the item.
 */
export function PreferenceSetView({ heading, note, set }: PreferenceSetViewProps) {
  const id = useId()
  const { state } = set
  return (
    <section style={section} aria-labelledby={id} aria-busy={state.status === 'loading'}>
      <h2 id={id}>{heading}</h2>
      <p>{note}</p>
      {state.status === 'loading' ? <Spinner label={preferencesText.loading} /> : null}
      {state.status === 'error' ? (
        <Alert
          tone="danger"
          description={state.message}
          actionLabel={preferencesText.retry}
          onAction={set.reload}
        />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <ul style={list}>
            {state.items.map((preference) => (
              <li key={preference.id} style={item} aria-busy={preference.pending || undefined}>
                <Switch
                  label={preference.title}
                  description={preference.description}
                  checked={preference.selected}
                  onCheckedChange={({ checked }) => set.toggle(preference.id, checked)}
                />
                {preference.warning ? (
                  <Alert tone="warning" description={preference.warning} />
                ) : null}
              </li>
            ))}
          </ul>
          <div aria-live="polite">
            {state.updated ? <Alert tone="success" description={preferencesText.updated} /> : null}
          </div>
        </>
      ) : null}
    </section>
  )
}
