import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { RenderLink } from '../link/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { Breadcrumbs } from './breadcrumbs.js'

const trail = [
  { label: 'Home', href: '#home' },
  { label: 'My Account', href: '#account' },
  { label: 'Address Book' },
]

/** Stands in for the app's router link: marks the anchors it draws. */
const routerLink: RenderLink = ({ href, ...props }) => (
  <a href={href} data-router-link="" {...props} />
)

const meta = {
  title: 'Components / Navigation / Breadcrumbs',
  // The id of its first title: links and visual references stay.
  id: 'navigation-breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: trail },
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

/** A three-step trail, in every banner. */
export const States: Story = {
  // One landmark per banner, each with its own name (axe: landmark-unique).
  render: (args) => (
    <AllBanners>
      {(banner) => <Breadcrumbs {...args} label={`Breadcrumb, ${banner.name}`} />}
    </AllBanners>
  ),
}

/**
 * WAI-ARIA breadcrumb: a `nav` named "Breadcrumb" with an ordered list; the current page is
 * marked; separators are hidden; links are reached by Tab and can be router links.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  args: {
    renderLink: routerLink,
    items: [...trail.slice(0, 2), { label: 'Address Book', href: '#addresses' }],
  },
  play: async ({ canvasElement, step, userEvent }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await step('an ordered list of three items; the last is the current page', async () => {
      const list = within(nav).getByRole('list')
      await expect(list.tagName).toBe('OL')
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
      const current = within(nav).getByRole('link', { name: 'Address Book' })
      await expect(current).toHaveAttribute('aria-current', 'page')
      await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
        'aria-current',
      )
    })
    await step('separators are hidden from assistive technology', async () => {
      const hidden = nav.querySelectorAll('li > [aria-hidden="true"]')
      await expect(hidden).toHaveLength(2)
      await expect(nav).toHaveTextContent('HomeMy AccountAddress Book')
    })
    await step('Tab walks the links, which are the router’s', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      for (const name of ['Home', 'My Account', 'Address Book']) {
        await userEvent.tab()
        const link = within(nav).getByRole('link', { name })
        await expect(link).toHaveFocus()
        await expect(link).toHaveAttribute('data-router-link')
      }
    })
  },
}
