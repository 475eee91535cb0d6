// Stories only: the payment step on a checkout made for the story through the sandbox API,
// as the scheduling step makes one after a reserved time.
import type { ApiClient, Checkout, CheckoutModalityType } from '@aisle/api'
import { PageLayout } from '@aisle/ui'
import { Suspense, use } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { useApiClient } from '../../api-client'
import { PaymentStep } from './payment-step'
import { CompactOverride } from './use-compact'

export interface CheckoutStoryOptions {
  modality?: CheckoutModalityType
  /** Without a contact name the contact form opens by itself. @default true */
  withContact?: boolean
  /** The promise's vendor: an outside vendor asks for its agreement. @default undefined */
  vendorId?: string
  /** A draft without a reserved time (it needs rescheduling). @default true */
  withPromise?: boolean
  /** Placed first, then opened in the modify variant. @default false */
  modify?: boolean
  /** The orderId to open instead of a new checkout (a missing one, say). @default undefined */
  checkoutId?: string
  /** Forces the narrow layout (drawers) or the wide one. @default false */
  compact?: boolean
  /**
   * What scheduling reserved, as it hands it over: the window in the promise and the
   * delivery address (checkout.md §3). @default false
   */
  scheduled?: boolean
}

/** Friday 27 November 2026, 6:00pm - 8:00pm, to 128 High St, Columbus. */
const scheduledWindow = {
  value: '2026-11-27T18:00:00/2026-11-27T20:00:00',
  timezone: 'America/New_York',
}
const scheduledAddress = {
  addressLines: ['128 High St'],
  cityTown: 'Columbus',
  stateProvince: 'OH',
  postalCode: '43215',
  countryCode: 'US',
}

// By client: each story mounts its own signed-in client on a fresh sandbox.
let prepared = new WeakMap<ApiClient, Map<string, Promise<Checkout>>>()

/** Forgets the checkouts made (each story has a fresh sandbox). */
export function resetCheckoutStories() {
  prepared = new WeakMap()
}

const line = (gtin13: string, quantity: number, modalityType: CheckoutModalityType) => ({
  cart: { gtin13 },
  quantity,
  substitutionPolicy: 'SHOPPER_CHOICE' as const,
  modalityType,
})

/** Bananas 6, bread, strawberries 2 (a flash sale), paper towels: subtotal $26.00. */
function prepare(client: ApiClient, options: CheckoutStoryOptions): Promise<Checkout> {
  const key = JSON.stringify(options)
  const mine = prepared.get(client) ?? new Map<string, Promise<Checkout>>()
  prepared.set(client, mine)
  const known = mine.get(key)
  if (known) return known
  const modality = options.modality ?? 'Delivery'
  const made = (async () => {
    const created = await client.call('createCheckout', {
      body: {
        buyer: { profileId: 'sandbox-shopper' },
        fulfillment: {
          ...(options.withContact === false
            ? {}
            : {
                contact: {
                  firstName: 'Avery',
                  lastName: 'Quinn',
                  phone: '+15135550148',
                  smsOptin: true,
                },
              }),
          deliveryType: 'Standard',
          ...(options.withPromise === false
            ? {}
            : {
                promise: {
                  id: 'promise-story',
                  ...(options.vendorId || options.scheduled
                    ? {
                        selections: [
                          {
                            ...(options.vendorId ? { vendor: { id: options.vendorId } } : {}),
                            ...(options.scheduled ? { window: scheduledWindow } : {}),
                          },
                        ],
                      }
                    : {}),
                },
                ...(options.scheduled ? { destinationAddress: scheduledAddress } : {}),
              }),
        },
        lineItems: [
          line('0000000004011', 6, modality),
          line('0001111000101', 1, modality),
          line('0004400000303', 2, modality),
          line('0003700000404', 1, modality),
        ],
        modalityType: modality,
        cartId: 'checkout-cart',
        properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
      },
    })
    if (!options.modify) return created
    const paid = await client.call('updateCheckout', {
      params: { checkoutId: created.id },
      body: {
        versionKey: created.versionKey,
        payments: [{ id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 30 }],
      },
    })
    return client.call('updateCheckout', {
      params: { checkoutId: paid.id },
      body: {
        type: 'ACTIVATE',
        versionKey: paid.versionKey,
        paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
        idempotencyKey: `story-${paid.id}`,
      },
    })
  })()
  mine.set(key, made)
  return made
}

function Elsewhere() {
  const location = useLocation()
  return <p>{`Went to ${location.pathname}${location.search}`}</p>
}

function Prepared(options: CheckoutStoryOptions) {
  const client = useApiClient()
  const checkout = use(prepare(client, options))
  return <PaymentStep checkoutId={checkout.id} modify={options.modify ?? false} />
}

/** The payment step of a story's checkout; navigation out shows where it went. */
export function CheckoutStoryPage(options: CheckoutStoryOptions) {
  return (
    <CompactOverride.Provider value={options.compact ?? false}>
      <PageLayout.Root variant="checkout">
        <PageLayout.Main>
          <Routes>
            <Route
              path="/checkout"
              element={
                options.checkoutId === undefined ? (
                  <Suspense fallback={<p>Preparing the checkout…</p>}>
                    <Prepared {...options} />
                  </Suspense>
                ) : (
                  <PaymentStep checkoutId={options.checkoutId} modify={options.modify ?? false} />
                )
              }
            />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </PageLayout.Main>
      </PageLayout.Root>
    </CompactOverride.Provider>
  )
}
