import type { BasketLine } from '@aisle/api'
import {
  type CartGroup,
  type CartMode,
  cartText,
  checkoutEntryPath,
  formatCartPrice,
  toCartItemLine,
} from '@aisle/flows'
import { Button, PageLayout, Surface } from '@aisle/ui'
import { useId } from 'react'
import { Link } from 'react-router'
import { CartItemTable } from '../cart-items'

export interface CartGroupSectionProps {
  group: CartGroup
  mode: CartMode
  busy: boolean
  onQuantity: (line: BasketLine, quantity: number) => void
  onRemove: (line: BasketLine) => void
}

/**
 * One modality's items with their own 'Check Out' (checkout.md §2 "/scheduling"): from
 * 1024 px the subtotal and Check Out sit on a card beside the items; one column on phones.
 */
export function CartGroupSection({
  group,
  mode,
  busy,
  onQuantity,
  onRemove,
}: CartGroupSectionProps) {
  const headingId = useId()
  const lineOf = (id: string) => group.lines.find((line) => line.id === id)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{group.heading}</h2>
      <PageLayout.Body>
        <PageLayout.Content>
          <CartItemTable
            caption={group.heading}
            captionHidden
            lines={group.lines.map(toCartItemLine)}
            quantity={{
              disabled: busy,
              onChange: (row, quantity) => {
                const line = lineOf(row.id)
                if (line) onQuantity(line, quantity)
              },
              onRemove: (row) => {
                const line = lineOf(row.id)
                if (line) onRemove(line)
              },
            }}
          />
        </PageLayout.Content>
        {/* A div, not an <aside>: a complementary landmark may not sit inside the section. */}
        <PageLayout.Aside asChild>
          <div>
            <Surface.Root asChild>
              <div>
                <p>
                  {cartText.subtotal}: {formatCartPrice(group.subtotal)} (
                  {cartText.itemCount(group.itemCount)})
                </p>
                <Button asChild variant="primary" fullWidth>
                  <Link
                    to={checkoutEntryPath(group.modalityType, mode)}
                    aria-label={`${cartText.checkOut}: ${group.heading}`}
                  >
                    {cartText.checkOut}
                  </Link>
                </Button>
              </div>
            </Surface.Root>
          </div>
        </PageLayout.Aside>
      </PageLayout.Body>
    </section>
  )
}
