// Stories only: the payment section and the order button on the sandbox's seeded cart
// checkout, with where their navigation lands.
import type { ApiClient, Checkout } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { PageLayout } from '@aisle/ui'
import { use } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { useApiClient } from '../../../api-client'
import { CheckoutToaster } from '../checkout-toaster'
import { PlaceOrderButton } from '../place-order'
import { PaymentSection } from '.'

/** The sandbox's seeded cart checkout (a DRAFT with SNAP-eligible items). */
export const STORY_CHECKOUT_ID = 'checkout-cart'

function Elsewhere() {
  const location = useLocation()
  return <p>{`Went to ${location.pathname}${location.search}`}</p>
}

/** The draft checkout, kept fresh through the API cache the section revalidates. */
function DraftPayment({ withButton }: { withButton: boolean }) {
  const client = useApiClient()
  const { data } = useApiQuery(client, 'checkout', { params: { checkoutId: STORY_CHECKOUT_ID } })
  if (!data) return <p>Loading…</p>
  return (
    <>
      <PaymentSection checkout={data} />
      {withButton ? <PlaceOrderButton checkout={data} /> : null}
    </>
  )
}

const prepared = new Map<string, Promise<Checkout>>()

/** Forgets the prepared checkouts (each story has a fresh sandbox). */
export function resetPaymentStories() {
  prepared.clear()
}

/** The seeded checkout paid by the Visa card, and for `modify` placed first (a placed order to modify). */
function prepare(
  client: ApiClient,
  key: string,
  modify: boolean,
  snap: boolean,
): Promise<Checkout> {
  const known = prepared.get(key)
  if (known) return known
  const made = (async () => {
    const draft = await client.call('checkout', { params: { checkoutId: STORY_CHECKOUT_ID } })
    const payments: Checkout['payments'] = [
      ...(snap
        ? [{ id: 'card-snap', paymentType: 'EBT_CARD' as const, amountToAuthorize: 5 }]
        : []),
      { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 20 },
    ]
    const paid = await client.call('updateCheckout', {
      params: { checkoutId: draft.id },
      body: { versionKey: draft.versionKey, payments },
    })
    if (!modify) return paid
    return client.call('updateCheckout', {
      params: { checkoutId: paid.id },
      body: {
        type: 'ACTIVATE',
        versionKey: paid.versionKey,
        paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
        idempotencyKey: `story-place-${paid.id}`,
      },
    })
  })()
  prepared.set(key, made)
  return made
}

function PreparedButton({ modify, snap }: { modify: boolean; snap: boolean }) {
  const client = useApiClient()
  const checkout = use(prepare(client, `${modify}-${snap}`, modify, snap))
  return <PlaceOrderButton checkout={checkout} modify={modify} />
}

export interface PaymentStoryPageProps {
  /** What the story shows: the section (with or without the button), or the button on a prepared checkout. */
  part: 'section' | 'section-and-button' | 'button' | 'modify-button'
  /** The prepared checkout has a SNAP EBT share (PIN prompt). @default false */
  snap?: boolean
}

export function PaymentStoryPage({ part, snap = false }: PaymentStoryPageProps) {
  return (
    <PageLayout.Root variant="checkout">
      <PageLayout.Main>
        <Routes>
          <Route
            path="/checkout"
            element={
              part === 'section' || part === 'section-and-button' ? (
                <DraftPayment withButton={part === 'section-and-button'} />
              ) : (
                <PreparedButton modify={part === 'modify-button'} snap={snap} />
              )
            }
          />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <CheckoutToaster />
      </PageLayout.Main>
    </PageLayout.Root>
  )
}
