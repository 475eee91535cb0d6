import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { FrameStoryRoutes, WithPlacedOrder } from '../home/frame-story-routes'

const meta = {
  title: 'Screens / Account / Purchases',
  component: FrameStoryRoutes,
} satisfies Meta<typeof FrameStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
/** A sandbox story whose shopper has placed an order before the screen shows. */
function withOrder(options: Parameters<typeof sandboxStory>[0]) {
  const story = sandboxStory(options)
  const placeFirst: Decorator = (Story) => (
    <WithPlacedOrder>
      <Story />
    </WithPlacedOrder>
  )
  // The last decorator is the outermost: the sandbox's client wraps the order's placing.
  return { ...story, decorators: [placeFirst, ...story.decorators] }
}

/** No orders yet: the empty state with Start Shopping. */
export const Empty: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: '/mypurchases' }),
  play: async () => {
    await expect(await screen.findByText('You have no purchases yet.', {}, wait)).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Start Shopping' })).toBeVisible()
  },
}

/** A placed order in the list: status, date, total, its link. */
export const Greenleaf: Story = {
  ...withOrder({ banner: 'greenleaf', path: '/mypurchases' }),
  play: async () => {
    const orders = within(await screen.findByRole('list', { name: 'Your orders' }, wait))
    await expect(orders.getByText('Order Placed')).toBeVisible()
    await expect(orders.getByText('Pickup')).toBeVisible()
    await expect(orders.getByRole('link', { name: /^View order of / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/mypurchases\/pending\/checkout-\d+$/),
    )
  },
}

export const Hilltop: Story = {
  ...Greenleaf,
  ...withOrder({ banner: 'hilltop', path: '/mypurchases' }),
}
export const Copperline: Story = {
  ...Greenleaf,
  ...withOrder({ banner: 'copperline', path: '/mypurchases' }),
}

/** On a 375 px phone (its visual reference): the order's card in one column. */
export const GreenleafPhone: Story = {
  ...Greenleaf,
  ...withOrder({ banner: 'greenleaf', path: '/mypurchases', phone: true }),
}

/** The list does not load. */
export const LoadError: Story = {
  ...sandboxStory({ path: '/mypurchases', faults: { orders: '5xx' } }),
  play: async () => {
    await expect(
      await screen.findByText('We could not load your purchases. Please try again.', {}, wait),
    ).toBeVisible()
  },
}

/** An order that does not exist. */
export const OrderNotFound: Story = {
  ...sandboxStory({ path: '/mypurchases/pending/checkout-404' }),
  play: async () => {
    await expect(await screen.findByText('We could not find this order.', {}, wait)).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Back to Purchase History' })).toBeVisible()
  },
}

/**
 * From the list to the order: its status, items and totals; 'Add or Edit Items' opens its
 * items in the cart's modify mode, whose Check Out is the payment step with im=true.
 */
export const OrderAndModify: Story = {
  tags: ['!visual'],
  ...withOrder({ banner: 'copperline', path: '/mypurchases' }),
  play: async () => {
    const orders = within(await screen.findByRole('list', { name: 'Your orders' }, wait))
    await userEvent.click(orders.getByRole('link', { name: /^View order of / }))
    const table = await screen.findByRole('table', { name: /^Order checkout-\d+$/ }, wait)
    await expect(within(table).getByRole('rowheader', { name: 'Bananas, 1 lb' })).toBeVisible()
    await expect(screen.getByText('Order Placed')).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Add or Edit Items' }))
    const pickup = within(await screen.findByRole('region', { name: 'Pickup Items' }, wait))
    await userEvent.click(
      pickup.getByRole('button', { name: 'Increase quantity of Bananas, 1 lb' }),
    )
    await waitFor(
      () =>
        expect(
          pickup.getByRole('rowheader', { name: 'Bananas, 1 lb' }).closest('tr')?.textContent,
        ).toContain('$2.95'),
      wait,
    )
    await userEvent.click(pickup.getByRole('link', { name: /Check Out/ }))
    await expect(
      await screen.findByText(
        /^Checkout: \/checkout\?orderId=checkout-\d+&nc=true&im=true$/,
        {},
        wait,
      ),
    ).toBeVisible()
  },
}
