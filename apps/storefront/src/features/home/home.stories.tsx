import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { FrameStoryRoutes } from './frame-story-routes'

const meta = {
  title: 'Screens / Home / Product List',
  component: FrameStoryRoutes,
} satisfies Meta<typeof FrameStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const list = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Shop Popular Items' }, wait)).closest(
      'section',
    ) as HTMLElement,
  )

/** The catalogue's first products with prices and Add to Cart; the unavailable one says so. */
export const Greenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf' }),
  play: async () => {
    const products = await list()
    await expect(
      await products.findByRole('button', { name: 'Add to Cart Bananas, 1 lb' }, wait),
    ).toBeEnabled()
    await expect(products.getByText('$0.59')).toBeVisible()
    await expect(
      products.getByRole('button', { name: 'Add to Cart Oat milk, 64 oz' }),
    ).toBeDisabled()
    await expect(products.getAllByText('Currently unavailable').length).toBeGreaterThan(0)
  },
}

export const Hilltop: Story = { ...Greenleaf, ...sandboxStory({ banner: 'hilltop' }) }
export const Copperline: Story = { ...Greenleaf, ...sandboxStory({ banner: 'copperline' }) }

/** On a 375 px phone (its visual reference). */
export const GreenleafPhone: Story = { ...Greenleaf, ...sandboxStory({ phone: true }) }

/** Add to Cart saves one more to the basket and says so. */
export const AddToCart: Story = {
  tags: ['!visual'],
  ...sandboxStory(),
  play: async () => {
    const products = await list()
    await expect(await products.findByText('6 in cart', {}, wait)).toBeVisible()
    await userEvent.click(products.getByRole('button', { name: 'Add to Cart Bananas, 1 lb' }))
    await expect(
      await products.findByText('Bananas, 1 lb added to your cart.', {}, wait),
    ).toBeVisible()
    await expect(await products.findByText('7 in cart', {}, wait)).toBeVisible()
  },
}

/** A visitor sees the products and a way to sign in instead of Add to Cart. */
export const SignedOut: Story = {
  ...sandboxStory({ signedIn: false }),
  args: { signedIn: false },
  play: async () => {
    const products = await list()
    await expect(
      (await products.findAllByRole('link', { name: 'Sign in to add items' }, wait)).length,
    ).toBeGreaterThan(0)
    await expect(products.queryByRole('button', { name: /^Add to Cart/ })).toBeNull()
  },
}

/** The catalogue does not load: the error card with Reload. */
export const LoadError: Story = {
  ...sandboxStory({ faults: { catalog: '5xx' } }),
  play: async () => {
    await expect(
      await screen.findByText('Oops, something went wrong! Please reload your page.', {}, wait),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  tags: ['!visual'],
  ...sandboxStory({ faults: { catalog: 'latency=600000' } }),
  play: async () => {
    await expect(await screen.findByText('Loading products…', {}, wait)).toBeInTheDocument()
  },
}
