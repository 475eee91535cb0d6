import type { CartItemLine } from '@aisle/flows'
import { CATALOG, productImageUrl } from '@aisle/sandbox/msw'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StoryPage } from '../../storybook/story-page'
import { CartItemTable } from './cart-item-table'

/** The sandbox's picture of the catalogue product the name starts, else its stand-in. */
const picture = (name: string) =>
  productImageUrl(CATALOG.find((item) => item.description.startsWith(name)) ?? { gtin13: '' })

const line = (n: number, description: string, quantity = 1, price = 2.5): CartItemLine => ({
  id: `line-${n}`,
  gtin13: String(n).padStart(13, '0'),
  description,
  imageUrl: picture(description),
  quantity,
  totalPrice: Math.round(price * quantity * 100) / 100,
})

const names = [
  'Bananas',
  'Whole wheat bread',
  'Oat milk',
  'Strawberries',
  'Almond milk',
  'Paper towels',
  'Soy milk',
]
const seven = names.map((name, i) => line(i + 1, name, i + 1))
const many = Array.from({ length: 1205 }, (_, i) => ({
  ...line(i + 1, `Item ${i + 1}`),
  imageUrl: productImageUrl(CATALOG[i % CATALOG.length] ?? { gtin13: '' }),
}))

const meta = {
  title: 'Screens / Cart / Cart Item Table',
  component: CartItemTable,
  args: { lines: seven.slice(0, 3) },
  // In the page's frame, with its gutters, as the cart and the checkout's drawer show it.
  decorators: [
    (Story) => (
      <StoryPage>
        <Story />
      </StoryPage>
    ),
  ],
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
  args: {
    lines: [...seven, line(8, 'Coconut milk'), line(9, 'Cough syrup'), line(10, 'Cabernet')],
  },
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
