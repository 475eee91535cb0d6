import {
  type CartItemLine,
  cartImages,
  cartText,
  formatCartPrice,
  visibleCartLines,
} from '@aisle/flows'
import { Alert, Button, ImageSummary, Stack, Table } from '@aisle/ui'
import { useId, useState } from 'react'
import { CartQuantityControl } from './cart-quantity-control'

export interface CartItemTableQuantity {
  /** Called with the line's new quantity (at least 1). */
  onChange: (line: CartItemLine, quantity: number) => void
  /** Called to take the line out of the cart. */
  onRemove: (line: CartItemLine) => void
  /** True while a change is being saved: the controls wait. @default false */
  disabled?: boolean | undefined
}

export interface CartItemTableProps {
  /** The rows, in cart order. */
  lines: readonly CartItemLine[]
  /** True when the items could not be loaded: the error card replaces the table. @default false */
  error?: boolean | undefined
  /** Called by the error card's Reload button. @default reloads the page */
  onReload?: (() => void) | undefined
  /** Quantity controls per row; without them the quantity is text. @default undefined */
  quantity?: CartItemTableQuantity | undefined
  /** The table's accessible caption. @default 'Items in your cart' */
  caption?: string | undefined
  /** The caption is for screen readers only, when a visible heading already says it. @default false */
  captionHidden?: boolean | undefined
  /** Rows shown before 'Show All Items'. @default 5 */
  max?: number | undefined
}

const reloadPage = () => window.location.reload()

/**
 * The cart item table of checkout.md §2 "Cart item lists": the image summary with its '+N'
 * badge (capped at 999+), columns Items, Quantity and Total Price, 'Show All Items' /
 * 'Hide All Items', and the generic error card with Reload.
 */
export function CartItemTable({
  lines,
  error = false,
  onReload = reloadPage,
  quantity,
  caption = cartText.tableCaption,
  captionHidden = false,
  max,
}: CartItemTableProps) {
  const [expanded, setExpanded] = useState(false)
  const tableId = useId()
  if (error)
    return (
      <Alert
        tone="danger"
        description={cartText.errorCard}
        actionLabel={cartText.reload}
        onAction={onReload}
      />
    )
  const { shown, canToggle } = visibleCartLines(lines, expanded, max)
  return (
    <Stack gap="3" align="start">
      <ImageSummary
        label={cartText.imagesLabel}
        images={cartImages(lines)}
        totalCount={lines.length}
        formatMore={cartText.moreItems}
      />
      <Table.Root id={tableId}>
        <Table.Caption data-visually-hidden={captionHidden ? '' : undefined}>
          {caption}
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header scope="col">{cartText.itemsColumn}</Table.Header>
            <Table.Header scope="col" align="end">
              {cartText.quantityColumn}
            </Table.Header>
            <Table.Header scope="col" align="end">
              {cartText.totalPriceColumn}
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {shown.map((line) => (
            <Table.Row key={line.id}>
              <Table.Header scope="row">{line.description}</Table.Header>
              <Table.Cell align="end">
                {quantity ? <CartQuantityControl line={line} {...quantity} /> : line.quantity}
              </Table.Cell>
              <Table.Cell align="end">{formatCartPrice(line.totalPrice)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {canToggle ? (
        <Button
          variant="plain"
          size="sm"
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? cartText.hideAllItems : cartText.showAllItems}
        </Button>
      ) : null}
    </Stack>
  )
}
