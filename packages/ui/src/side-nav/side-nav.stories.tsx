import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CardIcon, HomeIcon, LocationIcon, UserIcon } from '../icons/index.js'
import type { RenderLink } from '../link/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { SideNav, type SideNavGroup } from './side-nav.js'

const groups: readonly SideNavGroup[] = [
  {
    label: 'Account',
    items: [
      { label: 'Profile', href: '#profile', icon: <UserIcon /> },
      { label: 'Address Book', href: '#addresses', icon: <LocationIcon /> },
      { label: 'Wallet', href: '#wallet', icon: <CardIcon /> },
    ],
  },
  {
    label: 'Shopping',
    items: [
      { label: 'Orders', href: '#orders', icon: <HomeIcon /> },
      { label: 'Email preferences', href: '#email' },
    ],
  },
]

/** Stands in for the app's router link: marks the anchors it draws. */
const routerLink: RenderLink = ({ href, ...props }) => (
  <a href={href} data-router-link="" {...props} />
)

const meta = {
  title: 'Components / Navigation / Side Nav',
  // The id of its first title: links and visual references stay.
  id: 'navigation-side-nav',
  component: SideNav,
  tags: ['autodocs'],
  args: { label: 'My Account', groups, currentHref: '#addresses' },
} satisfies Meta<typeof SideNav>

export default meta
type Story = StoryObj<typeof meta>

/** Two groups with the current page marked, in every banner. */
export const States: Story = {
  // One landmark per banner, each with its own name (axe: landmark-unique).
  render: (args) => (
    <AllBanners>
      {(banner) => <SideNav {...args} label={`My Account, ${banner.name}`} />}
    </AllBanners>
  ),
}

/** A named landmark; groups named by their headings; Tab walks the (router) links. */
export const Interaction: Story = {
  tags: ['!visual'],
  args: { renderLink: routerLink },
  play: async ({ canvasElement, step, userEvent }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'My Account' })
    await step('each group is a list named by its heading', async () => {
      const account = within(nav).getByRole('list', { name: 'Account' })
      await expect(within(account).getAllByRole('link')).toHaveLength(3)
      await expect(within(nav).getByRole('list', { name: 'Shopping' })).toBeInTheDocument()
    })
    await step('only the current page is marked', async () => {
      await expect(within(nav).getByRole('link', { name: 'Address Book' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const marked = nav.querySelectorAll('[aria-current]')
      await expect(marked).toHaveLength(1)
    })
    await step('Tab walks the links in order', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      for (const name of ['Profile', 'Address Book', 'Wallet', 'Orders', 'Email preferences']) {
        await userEvent.tab()
        const link = within(nav).getByRole('link', { name })
        await expect(link).toHaveFocus()
        await expect(link).toHaveAttribute('data-router-link')
      }
    })
  },
}
