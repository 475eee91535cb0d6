import { messages } from '@aisle/api'
import {
  type FalloutItem,
  falloutItemText,
  replacementsText,
  restrictedItemText,
  type Scheduling,
  splitFallout,
  useReplacements,
} from '@aisle/flows'
import {
  Alert,
  Button,
  CardRow,
  Flyout,
  Inline,
  Portal,
  RadioGroup,
  Spinner,
  Stack,
} from '@aisle/ui'
import { useId } from 'react'
import { useApiClient } from '../../api-client'

export interface ReplacementsDrawerProps {
  scheduling: Pick<
    Scheduling,
    'fallout' | 'selectedOptionId' | 'replacementsOpen' | 'continueToPayment' | 'closeReplacements'
  >
}

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * 'Items Are Unavailable' / 'You're All Set', then 'Select a Replacement' with similar
 * items 4 per page (checkout.md §2 "Replacements drawer and item fallout").
 */
export function ReplacementsDrawer({ scheduling }: ReplacementsDrawerProps) {
  const client = useApiClient()
  const replacements = useReplacements({
    client,
    fallout: scheduling.fallout,
    optionId: scheduling.selectedOptionId,
  })
  const { state, similar, original } = replacements
  const errorId = useId()
  const selecting = state.view.screen === 'select'
  // Restricted items (age, alcohol) cannot be replaced: a screen of their own when they are
  // all that is left, else a section under the unavailable ones (checkout.md §2).
  const { unavailable, restricted } = splitFallout(scheduling.fallout)
  const restrictedOnly = unavailable.length === 0 && restricted.length > 0
  return (
    <Flyout.Root
      open={scheduling.replacementsOpen}
      onOpenChange={({ open }) => {
        if (!open) scheduling.closeReplacements()
      }}
    >
      <Portal>
        <Flyout.Backdrop />
        <Flyout.Positioner>
          <Flyout.Content>
            <Flyout.Header>
              {selecting ? <Flyout.BackTrigger onClick={replacements.back} /> : null}
              <Flyout.Title>
                {selecting
                  ? replacementsText.selectReplacement
                  : restrictedOnly
                    ? replacementsText.restrictedTitle
                    : replacements.allSet
                      ? replacementsText.allSetTitle
                      : replacementsText.unavailableTitle}
              </Flyout.Title>
              <Flyout.CloseTrigger label={replacementsText.close} />
            </Flyout.Header>
            <Flyout.Body>
              {selecting ? (
                <Stack gap="5">
                  <Stack gap="1">
                    <h3>{replacementsText.unavailableItem}</h3>
                    <p>{original?.description}</p>
                  </Stack>
                  <Stack gap="3">
                    <h3 id={`${errorId}-similar`}>{replacementsText.similarItems}</h3>
                    {similar.status === 'loading' ? (
                      <Spinner label={replacementsText.similarItems} />
                    ) : null}
                    {similar.status === 'empty' ? (
                      <Alert tone="info" description={similar.message} />
                    ) : null}
                    {similar.status === 'error' ? (
                      <Alert
                        tone="danger"
                        description={similar.message}
                        actionLabel={replacementsText.tryAgain}
                        onAction={replacements.reloadSimilar}
                      />
                    ) : null}
                    {similar.status === 'loaded' ? (
                      <>
                        <RadioGroup
                          aria-labelledby={`${errorId}-similar`}
                          items={similar.items.map((item) => ({
                            value: item.upc,
                            label: item.description,
                            description: item.available
                              ? item.price === undefined
                                ? undefined
                                : price.format(item.price)
                              : messages.itemUnavailable,
                            disabled: !item.available,
                          }))}
                          value={state.choice ?? null}
                          onValueChange={({ value }) => value && replacements.choose(value)}
                          errorText={state.error}
                          invalid={state.error !== undefined}
                        />
                        {similar.pages > 1 ? (
                          <Inline asChild gap="3">
                            <nav aria-label={replacementsText.similarItems}>
                              <Button
                                variant="secondary"
                                size="sm"
                                disabled={similar.page === 0}
                                onClick={() => replacements.setPage(similar.page - 1)}
                              >
                                {replacementsText.previousPage}
                              </Button>
                              <span aria-live="polite">
                                {replacementsText.page(similar.page + 1, similar.pages)}
                              </span>
                              <Button
                                variant="secondary"
                                size="sm"
                                disabled={similar.page + 1 >= similar.pages}
                                onClick={() => replacements.setPage(similar.page + 1)}
                              >
                                {replacementsText.nextPage}
                              </Button>
                            </nav>
                          </Inline>
                        ) : null}
                      </>
                    ) : null}
                  </Stack>
                  <div aria-live="polite">
                    {replacements.confirmError ? (
                      <Alert tone="danger" description={replacements.confirmError} />
                    ) : null}
                  </div>
                </Stack>
              ) : restrictedOnly ? (
                <RestrictedItems items={restricted} headed={false} />
              ) : replacements.allSet ? (
                <p>{replacementsText.allSet}</p>
              ) : (
                <Stack gap="6">
                  <CardRow.Root aria-label={replacementsText.unavailableTitle}>
                    {unavailable.map((item) => (
                      <CardRow.Item key={item.gtin13}>
                        <CardRow.Body>
                          <CardRow.Title>{item.description}</CardRow.Title>
                          <CardRow.Meta>{falloutItemText(item)}</CardRow.Meta>
                        </CardRow.Body>
                        {item.replaceable ? (
                          <CardRow.Actions>
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={`${replacementsText.replace} ${item.description}`}
                              onClick={() => replacements.openSelect(item.gtin13)}
                            >
                              {replacementsText.replace}
                            </Button>
                          </CardRow.Actions>
                        ) : null}
                      </CardRow.Item>
                    ))}
                  </CardRow.Root>
                  {restricted.length > 0 ? <RestrictedItems items={restricted} headed /> : null}
                </Stack>
              )}
            </Flyout.Body>
            <Flyout.Footer>
              {selecting ? (
                <>
                  <Button variant="secondary" onClick={replacements.back}>
                    {replacementsText.back}
                  </Button>
                  <Button
                    loading={replacements.replacing}
                    onClick={() => void replacements.replace()}
                  >
                    {replacementsText.replaceItem}
                  </Button>
                </>
              ) : (
                <Button fullWidth onClick={scheduling.continueToPayment}>
                  {replacementsText.continueToPayment}
                </Button>
              )}
            </Flyout.Footer>
          </Flyout.Content>
        </Flyout.Positioner>
      </Portal>
    </Flyout.Root>
  )
}

/** The restricted items: why each is left out, and no replace action (checkout.md §2). */
function RestrictedItems({ items, headed }: { items: FalloutItem[]; headed: boolean }) {
  const headingId = useId()
  return (
    <Stack asChild gap="3">
      <section aria-labelledby={headed ? headingId : undefined}>
        {headed ? <h3 id={headingId}>{replacementsText.restrictedTitle}</h3> : null}
        <p>{replacementsText.restrictedNote}</p>
        <CardRow.Root aria-label={replacementsText.restrictedTitle}>
          {items.map((item) => (
            <CardRow.Item key={item.gtin13}>
              <CardRow.Body>
                <CardRow.Title>{item.description}</CardRow.Title>
                <CardRow.Meta>{restrictedItemText(item)}</CardRow.Meta>
              </CardRow.Body>
            </CardRow.Item>
          ))}
        </CardRow.Root>
      </section>
    </Stack>
  )
}
