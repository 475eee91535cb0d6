import type { Address } from '@aisle/api'
import {
  type AddressBookVariant,
  addressBookActions,
  addressCardLines,
  type DeliveryAddressChoice,
  pickerAddresses,
  selectorDeliveryOwnText,
  selectorDeliveryText,
  useAddressBook,
} from '@aisle/flows'
import {
  AddressCard,
  Alert,
  Button,
  CardRow,
  Inline,
  RadioTileGroup,
  Spinner,
  Stack,
} from '@aisle/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'
import { addressScreenText } from '../address-book/address-book-text'
import { RemoveAddressDialog } from '../address-book/remove-address-dialog'
import { selectorLabels } from './selector-texts'

export const ADDRESS_BOOK_PAGE = '/account/addresses'

export interface DeliveryAddressBookProps {
  version: AddressBookVariant
  signedIn: boolean
  choice: DeliveryAddressChoice
  onAdd: () => void
  onEdit: (address: Address) => void
  level: 2 | 3
  /** The list's heading. @default 'Reserve Your Time' (the selector's own, §2) */
  heading?: string
  /** The newer book's card picked on arrival: the address just saved (§4 "In the v2 book"). */
  preselected?: string | undefined
}

/**
 * The address book inside the selector, in both versions (shopping-method-selector.md
 * §2 "Address book inside the selector"): the empty state, the legacy list with
 * 'Select Address', and the newer radio cards with 'Add Address', 'Edit Address' and
 * 'Confirm Address'.
 */
export function DeliveryAddressBook({
  version,
  signedIn,
  choice,
  onAdd,
  onEdit,
  level,
  heading: headingText = selectorDeliveryText.reserveYourTime,
  preselected,
}: DeliveryAddressBookProps) {
  const client = useApiClient()
  const book = useAddressBook(client, { variant: version })
  const [picked, setPicked] = useState<string | undefined>(preselected)
  const addRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const removed = book.remove.state.step === 'removed'
  const empty = book.status === 'ready' && book.addresses.length === 0
  // The last address deleted: the empty state's add button takes the focus (§4 "v2 book").
  useEffect(() => {
    if (removed && empty) addRef.current?.focus()
  }, [removed, empty])
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const Sub = level === 2 ? 'h3' : 'h4'

  const heading = (
    <>
      <Heading id={headingId}>{headingText}</Heading>
      <p>{selectorDeliveryOwnText.selectAddressPrompt}</p>
    </>
  )
  if (book.status === 'loading') {
    return (
      <Stack gap="4" asChild>
        <section aria-labelledby={headingId}>
          {heading}
          <Spinner label={selectorLabels.loadingAddresses} showLabel />
        </section>
      </Stack>
    )
  }
  if (book.status === 'error') {
    return (
      <Stack gap="4" asChild>
        <section aria-labelledby={headingId}>
          {heading}
          <Alert
            tone="danger"
            description={book.error}
            actionLabel={selectorDeliveryText.tryAgain}
            onAction={book.reload}
          />
        </section>
      </Stack>
    )
  }
  if (book.addresses.length === 0) {
    return (
      <Stack gap="4" asChild>
        <section aria-labelledby={headingId}>
          {heading}
          <Sub>{selectorDeliveryText.emptyTitle}</Sub>
          <p>{selectorDeliveryText.emptyBody}</p>
          <div>
            <Button ref={addRef} onClick={onAdd}>
              {selectorDeliveryText.addNewAddress}
            </Button>
          </div>
        </section>
      </Stack>
    )
  }

  const error = choice.error ? <Alert tone="danger" description={choice.error} /> : null
  if (version === 'legacy') {
    return (
      <Stack gap="4" asChild>
        <section aria-labelledby={headingId}>
          {heading}
          <CardRow.Root aria-labelledby={headingId}>
            {/* The card picker shows at most three; 'View All Addresses' has the rest (account-area.md §9). */}
            {pickerAddresses(book.addresses).map((address) => {
              const { title, detail } = addressCardLines(address)
              return (
                <AddressCard
                  key={address.addressId}
                  title={title}
                  lines={[detail]}
                  headingLevel={level === 2 ? 3 : 4}
                  actions={
                    <Button
                      size="sm"
                      disabled={choice.busy}
                      aria-label={`${selectorDeliveryText.selectAddress}: ${title}`}
                      onClick={() => void choice.choose(address)}
                    >
                      {selectorDeliveryText.selectAddress}
                    </Button>
                  }
                />
              )
            })}
          </CardRow.Root>
          {error}
          <Inline>
            <Button variant="secondary" onClick={onAdd}>
              {selectorDeliveryText.addNewAddress}
            </Button>
            <Button asChild variant="plain">
              <Link to={ADDRESS_BOOK_PAGE}>{selectorDeliveryText.viewAllAddresses}</Link>
            </Button>
          </Inline>
        </section>
      </Stack>
    )
  }

  const state = addressBookActions(picked, signedIn)
  const pickedAddress = book.addresses.find((a) => a.addressId === picked)
  const tile = (address: Address) => {
    const { title, detail } = addressCardLines(address)
    return { value: address.addressId ?? title, title, description: detail }
  }
  const group = (label: string, list: Address[]) =>
    list.length === 0 ? null : (
      <RadioTileGroup
        label={label}
        items={list.map(tile)}
        value={list.some((a) => a.addressId === picked) ? (picked ?? null) : null}
        onValueChange={({ value }) => {
          choice.clearError()
          setPicked(value ?? undefined)
        }}
      />
    )
  return (
    <Stack gap="4" asChild>
      <section aria-labelledby={headingId}>
        {heading}
        {group(selectorDeliveryText.currentAddress, book.current ? [book.current] : [])}
        {group(selectorDeliveryText.otherAddresses, book.others)}
        {error}
        <Inline>
          <Button ref={addRef} variant="secondary" onClick={onAdd}>
            {selectorDeliveryText.addAddress}
          </Button>
          {state.editShown ? (
            // §4 "In the v2 book": Delete returns to the list, or the empty state when none remain.
            <Button
              ref={deleteRef}
              variant="secondary"
              tone="critical"
              disabled={state.editDisabled}
              onClick={() => picked && book.remove.ask(picked)}
            >
              {addressScreenText.delete}
            </Button>
          ) : null}
          {state.editShown ? (
            <Button
              variant="secondary"
              disabled={state.editDisabled}
              onClick={() => pickedAddress && onEdit(pickedAddress)}
            >
              {selectorDeliveryText.editAddress}
            </Button>
          ) : null}
          <Button
            disabled={state.confirmDisabled}
            loading={choice.busy}
            onClick={() => pickedAddress && void choice.choose(pickedAddress)}
          >
            {selectorDeliveryText.confirmAddress}
          </Button>
        </Inline>
        <RemoveAddressDialog
          book={book}
          focusAfter={({ removed }) => {
            if (removed) setPicked(undefined)
            return removed ? addRef.current : deleteRef.current
          }}
        />
      </section>
    </Stack>
  )
}
