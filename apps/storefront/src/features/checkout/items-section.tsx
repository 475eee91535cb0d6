import { type CheckoutItems, checkoutPageText } from '@aisle/flows'
import { Button, Spinner } from '@aisle/ui'
import { useState } from 'react'
import { CartItemTable } from '../cart-items'
import { CheckoutSection } from './checkout-section'
import { SectionDrawer } from './section-drawer'

/** The order's items: the cart item table, in a drawer with a Close button on narrow screens (§2). */
export function ItemsSection({ items, compact }: { items: CheckoutItems; compact: boolean }) {
  const [open, setOpen] = useState(false)
  const title = checkoutPageText.itemsTitle(items.itemCount)
  const table =
    items.status === 'loading' ? (
      <Spinner label={checkoutPageText.items} />
    ) : (
      <CartItemTable lines={items.lines} error={items.status === 'error'} onReload={items.reload} />
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
