import {
  ALL_DEPARTMENTS,
  type CartItemLine,
  checkoutPageText,
  type FlashSales,
  flashSaleMaxQuantity,
  flashSalesText,
} from '@aisle/flows'
import { Alert, Button, Stack, TextField } from '@aisle/ui'
import { lazy, Suspense, useState } from 'react'
import { CheckoutSection } from './checkout-section'
import { SectionDrawer } from './section-drawer'

// The department filter (the kit Select with its floating positioning) loads with the sales.
const DepartmentFilter = lazy(() => import('./department-filter'))

export interface FlashSalesSectionProps {
  flashSales: FlashSales
  /** The order's items, for the sale items' names. */
  items: readonly CartItemLine[]
  compact: boolean
}

/**
 * Flash sales (checkout.md §2, §9): at most 3 shown, a department filter, 10 per item at
 * most; on narrow screens they open in a drawer.
 */
export function FlashSalesSection({ flashSales, items, compact }: FlashSalesSectionProps) {
  const [open, setOpen] = useState(false)
  if (flashSales.status !== 'success' || flashSales.departments.length <= 1) return null
  const nameOf = (gtin: string) => items.find((i) => i.gtin13 === gtin)?.description ?? gtin
  const content = (
    <>
      <Suspense fallback={null}>
        <DepartmentFilter
          label={flashSalesText.department}
          items={flashSales.departments.map((d) => ({
            value: d,
            label: d === ALL_DEPARTMENTS ? flashSalesText.allDepartments : d,
          }))}
          value={flashSales.department}
          onValueChange={({ value }) => flashSales.setDepartment(value ?? ALL_DEPARTMENTS)}
        />
      </Suspense>
      <Stack gap="5" asChild>
        <ul>
          {flashSales.rows.map(({ sale, quantity, applied }) => {
            const name = nameOf(sale.gtin13)
            const max = flashSaleMaxQuantity(sale)
            return (
              // A sale's lines, its quantity and the button under it, `2` apart.
              <Stack gap="2" align="start" asChild key={sale.gtin13}>
                <li>
                  <p>
                    <strong>{name}</strong> {flashSalesText.percentOff(sale.percentOff)}
                  </p>
                  <p>{flashSalesText.limit(max)}</p>
                  {applied > 0 ? <p>{`${flashSalesText.added}: ${applied}`}</p> : null}
                  <TextField
                    label={`${flashSalesText.quantity}, ${name}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={max}
                    value={String(quantity)}
                    onValueChange={({ value }) =>
                      flashSales.setQuantity(sale.gtin13, Number(value))
                    }
                  />
                  <Button
                    size="sm"
                    aria-label={`${applied > 0 ? flashSalesText.update : flashSalesText.add}, ${name}`}
                    disabled={flashSales.pending}
                    onClick={() => void flashSales.add(sale.gtin13)}
                  >
                    {applied > 0 ? flashSalesText.update : flashSalesText.add}
                  </Button>
                </li>
              </Stack>
            )
          })}
        </ul>
      </Stack>
      {flashSales.failure ? <Alert tone="danger" description={flashSales.failure} /> : null}
    </>
  )
  if (!compact) return <CheckoutSection title={flashSalesText.heading}>{content}</CheckoutSection>
  return (
    <CheckoutSection title={flashSalesText.heading}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${checkoutPageText.edit} ${flashSalesText.heading}`}
        onClick={() => setOpen(true)}
      >
        {checkoutPageText.edit}
      </Button>
      <SectionDrawer
        title={flashSalesText.heading}
        compact
        open={open}
        onClose={() => setOpen(false)}
      >
        {content}
      </SectionDrawer>
    </CheckoutSection>
  )
}
