import { type CheckoutItems, checkoutPageText } from '@aisle/flows'
import { Button, Spinner } from '@aisle/ui'
import { lazy, Suspense, useState } from 'react'
import { CheckoutSection } from './checkout-section'
import { SectionDrawer } from './section-drawer'

// Below the payment section on a wide screen and in a drawer on a narrow one: the table
// (its rows, quantities and pictures) is not part of the first screen, and loads once the
// items have (wide) or when the drawer opens (narrow), behind the section's own spinner.
const CartItemTable = lazy(() =>
  import('../cart-items/cart-item-table').then((m) => ({ default: m.CartItemTable })),
)

/** The order's items: the cart item table, in a drawer with a Close button on narrow screens (§2). */
export function ItemsSection({ items, compact }: { items: CheckoutItems; compact: boolean }) {
  const [open, setOpen] = useState(false)
  const title = checkoutPageText.itemsTitle(items.itemCount)
  const spinner = <Spinner label={checkoutPageText.items} />
  const table =
    items.status === 'loading' ? (
      spinner
    ) : (
      <Suspense fallback={spinner}>
        <CartItemTable
          lines={items.lines}
          error={items.status === 'error'}
          onReload={items.reload}
        />
      </Suspense>
    )
  if (!compact) return <CheckoutSection title={title}>{table}</CheckoutSection>
  return (
    <CheckoutSection title={title}>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {`${checkoutPageText.showItems}`}
      </Button>
      <SectionDrawer title={title} compact open={open} onClose={() => setOpen(false)}>
        {table}
      </SectionDrawer>
    </CheckoutSection>
  )
}
