import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { FrameStoryRoutes } from '../home/frame-story-routes'

const meta = {
  title: 'Screens / Cart / Cart',
  component: FrameStoryRoutes,
} satisfies Meta<typeof FrameStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const path = '/cart'
const group = async (name: string) => within(await screen.findByRole('region', { name }, wait))
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim())
const rowOf = async (scope: ReturnType<typeof within>, item: string) =>
  (await scope.findByRole('rowheader', { name: item }, wait)).closest('tr') as HTMLElement

/** The seeded cart: delivery items in their table, five rows until Show All Items (checkout.md §2, §9). */
export const Greenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', path }),
  play: async () => {
    const delivery = await group('Delivery Items')
    await expect(cells(await rowOf(delivery, 'Bananas, 1 lb'))).toEqual(['6', '$3.54'])
    await expect(delivery.getAllByRole('row')).toHaveLength(1 + 5)
    await expect(delivery.getByRole('button', { name: 'Show All Items' })).toBeVisible()
    await expect(delivery.getByRole('link', { name: /Check Out/ })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=Delivery',
    )
  },
}

export const Hilltop: Story = { ...Greenleaf, ...sandboxStory({ banner: 'hilltop', path }) }

/** On a 375 px phone: one column, the subtotal and Check Out under the items. */
export const GreenleafPhone: Story = {
  ...Greenleaf,
  ...sandboxStory({ banner: 'greenleaf', path, phone: true }),
}

/** Copperline's cart is for pickup: its Check Out carries fulfillmentType=Pickup. */
export const Copperline: Story = {
  ...sandboxStory({ banner: 'copperline', path }),
  play: async () => {
    const pickup = await group('Pickup Items')
    await expect(pickup.getByRole('link', { name: /Check Out/ })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=Pickup',
    )
  },
}

/** Plus saves the new quantity to the basket and the row shows the new total. */
export const QuantityChange: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path }),
  play: async () => {
    const delivery = await group('Delivery Items')
    await rowOf(delivery, 'Whole wheat bread, 20 oz')
    await userEvent.click(
      delivery.getByRole('button', { name: 'Increase quantity of Whole wheat bread, 20 oz' }),
    )
    await waitFor(
      async () =>
        expect(cells(await rowOf(delivery, 'Whole wheat bread, 20 oz'))).toEqual(['2', '$6.98']),
      wait,
    )
  },
}

/** Removing every item leaves the empty cart with Start My Cart (checkout.md §2). */
export const Empty: Story = {
  tags: ['!visual'],
  ...sandboxStory({ banner: 'copperline', path }),
  play: async () => {
    const pickup = await group('Pickup Items')
    await userEvent.click(pickup.getByRole('button', { name: 'Show All Items' }))
    for (let left = 6; left > 0; left -= 1) {
      const remove = await waitFor(() => {
        const button = pickup.getAllByRole('button', { name: /^Remove / })[0]
        if (!button || (button as HTMLButtonElement).disabled) throw new Error('busy')
        return button
      }, wait)
      await userEvent.click(remove)
      await waitFor(
        () => expect(screen.queryAllByRole('button', { name: /^Remove / }).length).toBe(left - 1),
        wait,
      )
    }
    await expect(await screen.findByText('Your cart is empty.', {}, wait)).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Start My Cart' })).toHaveAttribute(
      'href',
      '/products/start-my-cart',
    )
  },
}

/** Check Out goes to scheduling with the group's fulfillmentType. */
export const CheckOut: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path }),
  play: async () => {
    const delivery = await group('Delivery Items')
    await userEvent.click(delivery.getByRole('link', { name: /Check Out/ }))
    await expect(
      await screen.findByText('Scheduling: /scheduling?fulfillmentType=Delivery', {}, wait),
    ).toBeVisible()
  },
}

/** The basket does not load: the error card; Reload reads it again. */
export const LoadError: Story = {
  ...sandboxStory({ path, faults: { basket: '5xx' } }),
  play: async () => {
    await expect(
      await screen.findByText('Oops, something went wrong! Please reload your page.', {}, wait),
    ).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible()
  },
}

/** A change that fails shows the error card too. */
export const ChangeFails: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path, faults: { updateBasket: '5xx' } }),
  play: async () => {
    const delivery = await group('Delivery Items')
    await userEvent.click(
      await delivery.findByRole('button', { name: 'Increase quantity of Bananas, 1 lb' }, wait),
    )
    await expect(
      await screen.findByText('Oops, something went wrong! Please reload your page.', {}, wait),
    ).toBeVisible()
  },
}

/** Waiting for the basket. */
export const Loading: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path, faults: { basket: 'latency=600000' } }),
  play: async () => {
    await expect(await screen.findByText('Loading your cart…', {}, wait)).toBeInTheDocument()
  },
}
