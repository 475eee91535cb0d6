// Storybook only: the frame's screens on a memory router, with stand-ins for the pages
// their links lead to, so a story can follow 'Check Out' or 'Add or Edit Items'.
import { cartModeOf } from '@aisle/flows'
import { PageLayout } from '@aisle/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { useApiClient } from '../../api-client'
import { AccountLayout } from '../account/account-layout'
import { CartScreen } from '../cart/cart-screen'
import { CommunityRewardsScreen } from '../dashboard/community-rewards-screen'
import { DashboardScreen } from '../dashboard/dashboard-screen'
import { PointsScreen } from '../dashboard/points-screen'
import { ProfileScreen } from '../dashboard/profile-screen'
import { PendingOrderScreen } from '../purchases/pending-order-screen'
import { PurchasesScreen } from '../purchases/purchases-screen'
import { ProductList } from './product-list'

/** Where a link landed: its path and query, for a story to check. */
function Landed({ name }: { name: string }) {
  const { pathname, search } = useLocation()
  return (
    <p>
      {name}: {pathname}
      {search}
    </p>
  )
}

function CartModifyStory() {
  return <CartScreen mode={cartModeOf(useLocation().search, true)} />
}

function PendingOrderStory() {
  const id = useLocation().pathname.split('/').at(-1) ?? ''
  return <PendingOrderScreen orderId={decodeURIComponent(id)} />
}

export function FrameStoryRoutes({ signedIn = true }: { signedIn?: boolean }) {
  return (
    <PageLayout.Root>
      <PageLayout.Main>
        <Routes>
          <Route path="/" element={<ProductList signedIn={signedIn} />} />
          <Route path="/cart" element={<CartScreen mode={{ mode: 'cart' }} />} />
          <Route path="/cart/modify" element={<CartModifyStory />} />
          <Route path="/mypurchases/pending/:id" element={<PendingOrderStory />} />
          <Route path="/scheduling" element={<Landed name="Scheduling" />} />
          <Route path="/checkout" element={<Landed name="Checkout" />} />
          <Route path="/products/start-my-cart" element={<Landed name="Start My Cart" />} />
          <Route
            path="*"
            element={
              <AccountLayout signedIn={signedIn}>
                <Routes>
                  <Route path="/account/dashboard" element={<DashboardScreen />} />
                  <Route path="/account/update" element={<ProfileScreen />} />
                  <Route path="/points/summary" element={<PointsScreen />} />
                  <Route path="/account/communityrewards" element={<CommunityRewardsScreen />} />
                  <Route path="/mypurchases" element={<PurchasesScreen />} />
                </Routes>
              </AccountLayout>
            }
          />
        </Routes>
      </PageLayout.Main>
    </PageLayout.Root>
  )
}

/**
 * Places an order on the story's sandbox first (a checkout, then ACTIVATE, as the payment
 * step does), then shows its children: the purchases screens then have an order to list.
 */
export function WithPlacedOrder({ children }: { children: ReactNode }) {
  const client = useApiClient()
  const [placed, setPlaced] = useState(false)
  useEffect(() => {
    let live = true
    void (async () => {
      const checkout = await client.call('createCheckout', {
        body: {
          buyer: { profileId: 'story-shopper' },
          fulfillment: {},
          lineItems: [
            {
              cart: { gtin13: '0000000004011' },
              quantity: 4,
              substitutionPolicy: 'SHOPPER_CHOICE',
            },
            {
              cart: { gtin13: '0001111000101' },
              quantity: 1,
              substitutionPolicy: 'SHOPPER_CHOICE',
            },
          ],
          modalityType: 'Pickup',
          cartId: 'checkout-cart',
          properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
        },
      })
      await client.call('updateCheckout', {
        params: { checkoutId: checkout.id },
        body: {
          type: 'ACTIVATE',
          versionKey: checkout.versionKey,
          paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
          idempotencyKey: `story-${checkout.id}`,
        },
      })
      if (live) setPlaced(true)
    })()
    return () => {
      live = false
    }
  }, [client])
  return placed ? children : <p>Placing an order…</p>
}
