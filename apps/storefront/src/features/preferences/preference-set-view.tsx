import { type PreferenceItem, type PreferenceSet, preferencesText } from '@aisle/flows'
import { Alert, Spinner, Stack, Switch } from '@aisle/ui'
import { memo, useId } from 'react'

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
    <Stack gap="4" asChild>
      <section aria-labelledby={id} aria-busy={state.status === 'loading'}>
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
            <Stack gap="4" asChild>
              <ul>
                {state.items.map((preference) => (
                  <PreferenceRow key={preference.id} preference={preference} toggle={set.toggle} />
                ))}
              </ul>
            </Stack>
            <div aria-live="polite">
              {state.updated ? (
                <Alert tone="success" description={preferencesText.updated} />
              ) : null}
            </div>
          </>
        ) : null}
      </section>
    </Stack>
  )
}

/**
 * One preference and its switch. Memoised: a toggle changes that item alone (the others keep
 * their objects), so the other switches do not render again.
 */
const PreferenceRow = memo(function PreferenceRow({
  preference,
  toggle,
}: {
  preference: PreferenceItem
  toggle: PreferenceSet['toggle']
}) {
  return (
    <Stack gap="2" asChild>
      <li aria-busy={preference.pending || undefined}>
        <Switch
          label={preference.title}
          description={preference.description}
          checked={preference.selected}
          onCheckedChange={({ checked }) => toggle(preference.id, checked)}
        />
        {preference.warning ? <Alert tone="warning" description={preference.warning} /> : null}
      </li>
    </Stack>
  )
})
