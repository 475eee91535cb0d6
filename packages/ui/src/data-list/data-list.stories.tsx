import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as DataList from './data-list.js'

const meta = {
  title: 'Components / Data Display / Data List',
  // The id of its first title: links and visual references stay.
  id: 'data-display-data-list',
  component: DataList.Root,
  tags: ['autodocs'],
} satisfies Meta<typeof DataList.Root>

export default meta
type Story = StoryObj<typeof meta>

const lines = [
  ['Subtotal', '$8.66'],
  ['Delivery fee', '$3.95'],
  ['Bag fee (Regulated fee)', '$0.30'],
  ['Estimated tax', '$0.00'],
]

/** An order summary: each amount at the end of its label's line, the total bold. */
export const Amounts: Story = {
  render: (args) => (
    <DataList.Root {...args} aria-label="Order Summary">
      {lines.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label>{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
      <DataList.Item data-total="">
        <DataList.Label>Estimated total</DataList.Label>
        <DataList.Value>$12.91</DataList.Value>
      </DataList.Item>
    </DataList.Root>
  ),
  play: async ({ canvas, step }) => {
    await step('an amount sits on its label’s line, at its end', async () => {
      const label = canvas.getByText('Delivery fee')
      const value = canvas.getByText('$3.95')
      const a = label.getBoundingClientRect()
      const b = value.getBoundingClientRect()
      await expect(Math.abs(a.top - b.top)).toBeLessThan(2)
      await expect(b.left).toBeGreaterThan(a.right)
    })
  },
}

/** An address: the value under its label. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <DataList.Root {...args}>
      <DataList.Item>
        <DataList.Label>Delivery Address</DataList.Label>
        <DataList.Value>12 Orchard Lane</DataList.Value>
        <DataList.Value>Springfield, OH 45501</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Time</DataList.Label>
        <DataList.Value>Tue, Nov 3, 10:00 AM – 11:00 AM</DataList.Value>
      </DataList.Item>
    </DataList.Root>
  ),
}
