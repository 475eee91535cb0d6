import type { CartItemLine } from '@aisle/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartItemTable } from './cart-item-table'

/** A stand-in product photo (data URL, offline). */
const picture = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#dfe7ee"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#151916">${name[0]}</text></svg>`,
  )}`

const line = (n: number, description: string, quantity = 1, price = 2.5): CartItemLine => ({
  id: `line-${n}`,
  gtin13: String(n).padStart(13, '0'),
  description,
  imageUrl: picture(description),
  quantity,
  totalPrice: Math.round(price * quantity * 100) / 100,
})

const names = ['Bananas', 'Whole wheat bread', 'Oat milk', 'Eggs', 'Cheddar', 'Tomatoes', 'Coffee']
const seven = names.map((name, i) => line(i + 1, name, i + 1))
const many = Array.from({ length: 1205 }, (_, i) => line(i + 1, `Item ${i + 1}`))

const meta = {
  title: 'Screens / Cart / Cart Item Table',
  component: CartItemTable,
  args: { lines: seven.slice(0, 3) },
} satisfies Meta<typeof CartItemTable>

export default meta
type Story = StoryObj<typeof meta>

/** Columns Items, Quantity, Total Price (checkout.md §2 "Cart item lists"). */
export const Greenleaf: Story = {
  globals: { banner: 'greenleaf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Items in your cart' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    await expect(headers).toEqual(['Items', 'Quantity', 'Total Price'])
    await expect(within(table).getByRole('row', { name: /Oat milk 3 \$7\.50/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Show All Items' })).toBeNull()
  },
}

export const Hilltop: Story = { ...Greenleaf, globals: { banner: 'hilltop' } }
export const Copperline: Story = { ...Greenleaf, globals: { banner: 'copperline' } }

/** More than five rows: 'Show All Items' opens the rest, 'Hide All Items' closes them. */
export const ShowAllItems: Story = {
  args: { lines: seven },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table')
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 5)
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Items' }))
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 7)
    await expect(canvas.getByRole('button', { name: 'Hide All Items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Hide All Items' }))
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 5)
  },
}

/** Eight thumbnails, then a '+N' badge (checkout.md §9: 8 shown). */
export const ImageSummaryBadge: Story = {
  args: { lines: [...seven, line(8, 'Yogurt'), line(9, 'Spinach'), line(10, 'Juice')] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in your cart' })
    await expect(within(list).getAllByRole('img')).toHaveLength(8)
    await expect(within(list).getByText('+2 more')).toBeVisible()
  },
}

/** Over a thousand items: the badge caps at '999+' (checkout.md §9). */
export const BadgeCapped: Story = {
  args: { lines: many },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in your cart' })
    await expect(within(list).getByText('999+ more')).toBeVisible()
  },
}

/** The generic error card with Reload. */
export const ErrorCard: Story = {
  args: { error: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Oops, something went wrong! Please reload your page.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

/** Quantity controls: minus, plus and remove, each named after its item. */
export const QuantityControls: Story = {
  args: {
    lines: [line(1, 'Bananas', 1), line(2, 'Oat milk', 2)],
    quantity: { onChange: fn(), onRemove: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('button', { name: 'Decrease quantity of Bananas' }),
    ).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Oat milk' }))
    await expect(args.quantity?.onChange).toHaveBeenCalledWith(args.lines[1], 3)
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Oat milk' }))
    await expect(args.quantity?.onChange).toHaveBeenCalledWith(args.lines[1], 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bananas' }))
    await expect(args.quantity?.onRemove).toHaveBeenCalledWith(args.lines[0])
  },
}

/** While a change is saved the controls wait. */
export const QuantityDisabled: Story = {
  args: {
    lines: [line(1, 'Bananas', 2)],
    quantity: { onChange: fn(), onRemove: fn(), disabled: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('button', { name: 'Increase quantity of Bananas' }),
    ).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove Bananas' })).toBeDisabled()
  },
}
