import { banners } from '@aisle/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { AccountStoryRoutes } from './account-story-routes'

const meta = {
  title: 'Screens / Account / Dashboard',
  component: AccountStoryRoutes,
} satisfies Meta<typeof AccountStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }

/** The banner logo table (account-area.md §3) served from the registry; My Account is the current page. */
export const BannerLogos: Story = {
  ...sandboxStory({ banner: 'copperline', path: '/account/dashboard' }),
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Our stores' }, wait)
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    const logo = within(table).getByRole('img', { name: 'Hilltop Market' })
    await expect(logo).toBeVisible()
    // The logo files are the storefront's own, served to Storybook too (.storybook/main.ts).
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    const nav = within(screen.getByRole('navigation', { name: 'My Account' }))
    await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // copperline: no community rewards, no purchase history (account-area.md §2)
    await expect(nav.queryByRole('link', { name: 'Purchase History' })).toBeNull()
  },
}

/**
 * While the table loads, a skeleton of it (one row per banner) holds its place and is
 * hidden from screen readers; they hear the loading status instead.
 */
export const BannerLogosLoading: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: '/account/dashboard', faults: { bannerLogos: 'latency=600000' } }),
  play: async () => {
    await expect(await screen.findByText('Loading our stores', {}, wait)).toBeInTheDocument()
    await expect(screen.queryByRole('table')).toBeNull()
    const skeleton = document.querySelector('table[aria-hidden="true"]')
    await expect(skeleton?.querySelectorAll('tbody tr')).toHaveLength(banners.length)
  },
}

/** A failed load of the table can be retried. */
export const BannerLogosError: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: '/account/dashboard', faults: { bannerLogos: '5xx' } }),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, wait)
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
