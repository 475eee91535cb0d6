import { PageLayout, SiteHeader } from '@aisle/ui'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { layout, paths } from '../messages'
import { BackLinkLabel } from './back-link-label'
import { BannerBrand } from './banner-brand'
import { BannerFooter } from './banner-footer'
import { PageShell } from './page-shell'

const PaymentBackLink = lazy(() => import('./payment-back-link'))

interface CheckoutLayoutProps {
  /** Which step's back link: the cart from scheduling, scheduling (or cart-modify) from payment. */
  step: 'scheduling' | 'payment'
  /**
   * Rendered as the server's shell of the step (src/server.tsx): the back link to the cart,
   * as the payment step shows it until its checkout is known.
   */
  shell?: boolean | undefined
}

const backToCart = (
  <SiteHeader.BackLink asChild>
    <Link to={paths.cart}>{layout.backToCart}</Link>
  </SiteHeader.BackLink>
)

/** The payment step's 'Back to Cart', as wide as the 'Back to Scheduling' that may follow. */
const paymentBackToCart = (
  <SiteHeader.BackLink asChild>
    <Link to={paths.cart}>
      <BackLinkLabel label={layout.backToCart} />
    </Link>
  </SiteHeader.BackLink>
)

/**
 * The simple checkout layout: back link, header logo and footer (checkout.md §2). Not the
 * site's full header: no shopping-method selector, account menu, cart or sign-out here.
 */
export function CheckoutLayout({ step, shell = false }: CheckoutLayoutProps) {
  return (
    <PageLayout.Root variant="checkout" fillFirstScreen>
      <PageLayout.SkipLink>{layout.skipLink}</PageLayout.SkipLink>
      <CheckoutHeader
        start={
          step === 'payment' ? (
            shell ? (
              paymentBackToCart
            ) : (
              // Until the checkout is known the cart is the honest target (checkout.md §2).
              <Suspense fallback={paymentBackToCart}>
                <PaymentBackLink />
              </Suspense>
            )
          ) : (
            backToCart
          )
        }
      />
      <PageLayout.Main>
        <Suspense fallback={<PageShell />}>
          <Outlet />
        </Suspense>
      </PageLayout.Main>
      <BannerFooter />
    </PageLayout.Root>
  )
}

/** The back link and the banner's logo, named by its title, linking home. */
function CheckoutHeader({ start }: { start: ReactNode }) {
  return (
    <SiteHeader.Root>
      {start}
      <BannerBrand />
    </SiteHeader.Root>
  )
}
