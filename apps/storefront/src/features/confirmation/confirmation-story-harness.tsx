// Stories only: places an order on the sandbox behind MSW through the app's client, then
// shows the order complete page at its route, with the footer, as the app lays it out.
import type { ApiClient, CheckoutModalityType } from '@aisle/api'
import { PageLayout } from '@aisle/ui'
import { use } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { useApiClient } from '../../api-client'
import { BannerFooter } from '../../layouts/banner-footer'
import OrderCompletePage from '../../pages/order-complete-page'
import PaymentErrorPage from '../../pages/payment-error-page'

/** The order a story places. */
export interface StoryOrder {
  modality: Extract<CheckoutModalityType, 'Pickup' | 'Delivery'>
  /** The address's state. @default 'OH' */
  state?: string
  /** The bread line requires the Prop 65 warning. @default false */
  prop65?: boolean
  vendorId?: string
  deliveryType?: 'Standard' | 'Contactless'
  /** Then modify it (one banana fewer) and open the page with im=true. @default false */
  modify?: boolean
  /** Basket changes after placing, e.g. a pickup item for the 'other items' reminder. */
  basket?: { gtin13: string; quantity: number; modalityType: CheckoutModalityType }[]
  /** Empty the cart after placing: no reminder. @default false */
  emptyCart?: boolean
}

export const STORY_SETUP_PATH = '/story/place-order'

const placed = new WeakMap<ApiClient, Promise<string>>()

async function placeOrder(client: ApiClient, order: StoryOrder): Promise<string> {
  const address = {
    addressLines: ['12 Orchard Lane'],
    cityTown: order.state === 'CA' ? 'Fresno' : 'Columbus',
    stateProvince: order.state ?? 'OH',
    postalCode: order.state === 'CA' ? '93650' : '43004',
    countryCode: 'US',
    location: { lat: 36.77, lng: -119.79 },
  }
  const created = await client.call('createCheckout', {
    body: {
      buyer: { profileId: 'sandbox-shopper', email: 'avery.quinn@example.com' },
      fulfillment: {
        contact: { firstName: 'Avery', lastName: 'Quinn', phone: '+15135550148', address },
        deliveryType: order.deliveryType ?? 'Standard',
        promise: {
          id: 'promise-story',
          selections: [
            {
              vendor: { id: order.vendorId ?? 'own-fleet' },
              window: { value: 'Tuesday 2:00 PM - 4:00 PM', timezone: 'America/New_York' },
            },
          ],
        },
      },
      lineItems: [
        { cart: { gtin13: '0000000004011' }, quantity: 3, substitutionPolicy: 'SHOPPER_CHOICE' },
        {
          cart: { gtin13: '0001111000101' },
          quantity: 1,
          substitutionPolicy: 'SHOPPER_CHOICE',
          isItemProp65: order.prop65 ?? false,
        },
      ],
      modalityType: order.modality,
      cartId: 'checkout-cart',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    },
  })
  const active = await client.call('updateCheckout', {
    params: { checkoutId: created.id },
    body: {
      type: 'ACTIVATE',
      versionKey: created.versionKey,
      paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
      idempotencyKey: `story-${created.id}`,
    },
  })
  if (order.modify && active.summary) {
    await client.call('updateCheckout', {
      params: { checkoutId: active.id },
      body: {
        type: 'MODIFY',
        lineItems: [
          { cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
          { cart: { gtin13: '0001111000101' }, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
        ],
        versionKey: active.versionKey,
        checksum: active.checksum ?? '',
        summary: active.summary,
        buyer: {},
        fulfillment: {},
        paymentDetails: {
          paymentMethods: { existingAuthorizations: [] },
          paymentVersionKey: active.versionKey,
        },
        idempotencyKey: `story-modify-${active.id}`,
        options: { paymentVersion: '2' },
      },
    })
  }
  if (order.basket) await client.call('updateBasket', { body: { lines: order.basket } })
  if (order.emptyCart) {
    const basket = await client.call('basket', {})
    if (basket.lines.length > 0) {
      await client.call('updateBasket', {
        body: {
          lines: basket.lines.map((l) => ({
            gtin13: l.gtin13,
            quantity: 0,
            modalityType: l.modalityType,
          })),
        },
      })
    }
  }
  return active.id
}

function PlaceOrder({ order }: { order: StoryOrder }) {
  const client = useApiClient()
  let once = placed.get(client)
  if (!once) {
    once = placeOrder(client, order)
    placed.set(client, once)
  }
  const id = use(once)
  return (
    <Navigate replace to={`/checkout/storefront/${id}/complete${order.modify ? '?im=true' : ''}`} />
  )
}

function Elsewhere() {
  const location = useLocation()
  return <p>{`Went to ${location.pathname}${location.search}`}</p>
}

/** The reason a place-order flow hands on, in the location state. */
export const STORY_REJECT_REASON = 'Your card was declined.'

export interface ConfirmationStoryPageProps {
  /** The order to place first; without one the router's path is shown as it is. */
  order?: StoryOrder
}

/** The confirmation and payment error pages in the checkout layout's main area and footer. */
export function ConfirmationStoryPage({ order }: ConfirmationStoryPageProps) {
  return (
    <PageLayout.Root variant="checkout">
      <PageLayout.Main>
        <Routes>
          <Route
            path={STORY_SETUP_PATH}
            element={order ? <PlaceOrder order={order} /> : <Elsewhere />}
          />
          <Route path="/checkout/:appName/:orderId/complete" element={<OrderCompletePage />} />
          <Route path="/checkout/payment-error" element={<PaymentErrorPage />} />
          <Route
            path="/story/payment-rejected"
            element={
              <Navigate
                replace
                to="/checkout/payment-error"
                state={{ reason: STORY_REJECT_REASON }}
              />
            }
          />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </PageLayout.Main>
      <BannerFooter />
    </PageLayout.Root>
  )
}
