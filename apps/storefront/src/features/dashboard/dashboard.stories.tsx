import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { FrameStoryRoutes } from '../home/frame-story-routes'

const meta = {
  title: 'Screens / Account / My Account',
  component: FrameStoryRoutes,
} satisfies Meta<typeof FrameStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const path = '/account/dashboard'

/** The landing inside the account wrapper: breadcrumbs, menu, greeting, the account's pages. */
export const Greenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', path }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /^Welcome, / }, wait)).toBeVisible()
    await expect(screen.getByRole('navigation', { name: 'My Account' })).toBeVisible()
    const main = within(screen.getByRole('list', { name: /^Manage your profile/ }))
    await expect(main.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/account/update',
    )
    await expect(main.queryByRole('link', { name: 'My Account' })).toBeNull()
  },
}

/** Hilltop's menu: Inspiring Donations and the education link (account-area.md §2). */
export const Hilltop: Story = {
  ...sandboxStory({ banner: 'hilltop', path }),
  play: async () => {
    await screen.findByRole('heading', { name: /^Welcome, / }, wait)
    const main = within(screen.getByRole('list', { name: /^Manage your profile/ }))
    await expect(
      await main.findByRole('link', { name: /Hilltop Learning Kitchen/ }, wait),
    ).toBeVisible()
  },
}

export const Copperline: Story = { ...Greenleaf, ...sandboxStory({ banner: 'copperline', path }) }

/**
 * On a 375 px phone (its reference; the story test runs at 1280 px): the cards in one column
 * under the welcome, no side menu (account-area.md §2: the menu from medium screens).
 */
export const GreenleafPhone: Story = {
  ...sandboxStory({ banner: 'greenleaf', path, phone: true }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /^Welcome, / }, wait)).toBeVisible()
    const main = within(screen.getByRole('list', { name: /^Manage your profile/ }))
    await expect(main.getByRole('link', { name: 'Profile' })).toBeVisible()
  },
}

/** While the profile loads: a skeleton where the greeting goes, the status for screen readers. */
export const ProfileLoading: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path, faults: { profile: 'latency=600000' } }),
  play: async () => {
    await expect(await screen.findByText('Loading your account…', {}, wait)).toBeInTheDocument()
    await expect(screen.queryByRole('heading', { name: /^Welcome, / })).toBeNull()
    await expect(screen.getByText(/^Manage your profile/)).toBeVisible()
  },
}

/** The profile does not load: the message with Try Again; the links stay. */
export const ProfileError: Story = {
  ...sandboxStory({ path, faults: { profile: '5xx' } }),
  play: async () => {
    await expect(
      await screen.findByText('We could not load your account. Please try again.', {}, wait),
    ).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible()
  },
}

/** Profile (account-area.md §3 "Profile"): the fields, dates as MM/DD/YYYY. */
export const Profile: Story = {
  ...sandboxStory({ path: '/account/update' }),
  play: async () => {
    const section = await screen.findByRole('region', { name: 'Personal Information' }, wait)
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent)
    await expect(terms).toEqual([
      'First Name',
      'Last Name',
      'Email Address',
      'Mobile Phone Number',
      'Home Phone Number',
      'Loyalty Card Number',
      'Member Since',
      'Preferred Store',
    ])
    await expect(within(section).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
  },
}

/** Profile on a 375 px phone (its visual reference): labels over their values on a card. */
export const ProfilePhone: Story = {
  ...Profile,
  ...sandboxStory({ path: '/account/update', phone: true }),
}

export const ProfileHilltop: Story = {
  ...Profile,
  ...sandboxStory({ banner: 'hilltop', path: '/account/update' }),
}

/** Points summary: the loyalty card the points go to. */
export const PointsSummary: Story = {
  ...sandboxStory({ banner: 'copperline', path: '/points/summary' }),
  play: async () => {
    await expect(await screen.findByText('Loyalty card', {}, wait)).toBeVisible()
  },
}

/** Community rewards as the service reports them. */
export const CommunityRewards: Story = {
  ...sandboxStory({ banner: 'hilltop', path: '/account/communityrewards' }),
  play: async () => {
    await expect(
      await screen.findByText(
        'A share of your purchases goes to the organization you choose.',
        {},
        wait,
      ),
    ).toBeVisible()
  },
}
