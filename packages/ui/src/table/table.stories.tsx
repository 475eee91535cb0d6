import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { atViewport } from '../storybook/breakpoints.js'
import * as Table from './table.js'

const rows = [
  { name: 'Bananas, 1 lb', quantity: 2, price: '$1.18' },
  { name: 'Whole wheat bread, 20 oz', quantity: 1, price: '$3.49' },
  { name: 'Almond milk, 64 oz', quantity: 12, price: '$47.88' },
]

const meta = {
  title: 'Components / Data Display / Table',
  // The id of its first title: links and visual references stay.
  id: 'data-display-table',
  component: Table.Root,
  tags: ['autodocs'],
} satisfies Meta<typeof Table.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Items with their quantity and price: headers over their columns, numbers at the end. */
export const Items: Story = {
  render: (args) => (
    <Table.Root {...args} data-testid="table">
      <Table.Caption>Items in your cart</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header scope="col">Items</Table.Header>
          <Table.Header scope="col" align="end">
            Quantity
          </Table.Header>
          <Table.Header scope="col" align="end">
            Total Price
          </Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.name}>
            <Table.Header scope="row">{row.name}</Table.Header>
            <Table.Cell align="end">{row.quantity}</Table.Cell>
            <Table.Cell align="end">{row.price}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvas, step }) => {
    await step('numbers are right-aligned under their header', async () => {
      const header = canvas.getByRole('columnheader', { name: 'Total Price' })
      const price = canvas.getByRole('cell', { name: '$47.88' })
      await expect(getComputedStyle(price).textAlign).toBe('end')
      await expect(
        Math.abs(header.getBoundingClientRect().right - price.getBoundingClientRect().right),
      ).toBeLessThan(1)
    })
    await step('a row header is left-aligned and not bold', async () => {
      const name = canvas.getByRole('rowheader', { name: 'Bananas, 1 lb' })
      await expect(getComputedStyle(name).textAlign).toBe('start')
      await expect(getComputedStyle(name).fontWeight).toBe('400')
    })
    await step('the table passes data-* to its root', async () => {
      await expect(canvas.getByTestId('table').tagName).toBe('TABLE')
    })
  },
}

export const ItemsAt375: Story = {
  ...Items,
  parameters: { visualViewport: { width: 375, height: 600 } },
  play: undefined,
}
export const ItemsAt768: Story = { ...Items, ...atViewport('tablet'), play: undefined }
