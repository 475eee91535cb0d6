import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { wordmark } from '../storybook/wordmark.js'
import { SiteHeader } from './index.js'

const meta = {
  title: 'Patterns / Layout / Site Header',
  // The id of its first title: links and visual references stay.
  id: 'layout-site-header',
  component: SiteHeader.Root,
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'SiteHeader.Brand': SiteHeader.Brand,
    'SiteHeader.Logo': SiteHeader.Logo,
    'SiteHeader.BackLink': SiteHeader.BackLink,
    'SiteHeader.Nav': SiteHeader.Nav,
    'SiteHeader.Control': SiteHeader.Control,
    'SiteHeader.ControlLabel': SiteHeader.ControlLabel,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SiteHeader.Root>

export default meta
type Story = StoryObj<typeof meta>

/** 'Show code' of Site: the usage, without the every-banner gallery around it. */
const siteSource = `<SiteHeader.Root>
  <SiteHeader.Brand href="/">
    <SiteHeader.Logo src={banner.logo} alt={banner.name} width={180} height={40} />
  </SiteHeader.Brand>
  <SiteHeader.Nav aria-label="Shortcuts">
    <a href="/account/dashboard">My Account</a>
    <a href="/cart">Cart</a>
  </SiteHeader.Nav>
</SiteHeader.Root>`

/** The shop's header: the banner's logo, named by the banner, links home. */
export const Site: Story = {
  parameters: { docs: { source: { code: siteSource } } },
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <SiteHeader.Root {...args}>
          <SiteHeader.Brand href="#home">
            <SiteHeader.Logo
              src={wordmark(banner.name)}
              alt={banner.name}
              width={180}
              height={40}
            />
          </SiteHeader.Brand>
          <SiteHeader.Nav aria-label={`${banner.name} shortcuts`}>
            <a href="#account">My Account</a>
            <a href="#cart">Cart</a>
          </SiteHeader.Nav>
        </SiteHeader.Root>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    await step('each logo is the name of its link home', async () => {
      for (const name of ['Greenleaf Grocers', 'Hilltop Market', 'Copperline Foods']) {
        const home = canvas.getByRole('link', { name })
        await expect(home).toHaveAttribute('href', '#home')
        await expect(canvas.getByRole('img', { name })).toHaveAttribute('height', '40')
      }
    })
  },
}

/** The checkout's header (checkout.md §2): back link first, then the logo. */
export const Checkout: Story = {
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <SiteHeader.Root {...args}>
          <SiteHeader.BackLink href="#cart">Back to Cart</SiteHeader.BackLink>
          <SiteHeader.Brand href="#home">
            <SiteHeader.Logo
              src={wordmark(banner.name)}
              alt={banner.name}
              width={180}
              height={40}
            />
          </SiteHeader.Brand>
        </SiteHeader.Root>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const backLinks = canvas.getAllByRole('link', { name: 'Back to Cart' })
    await step(
      'Tab reaches the back link first, then the link home, with a focus ring',
      async () => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
        await userEvent.tab()
        await expect(backLinks[0]).toHaveFocus()
        await expect(getComputedStyle(backLinks[0] as HTMLElement).outlineStyle).toBe('solid')
        await userEvent.tab()
        await expect(canvas.getByRole('link', { name: 'Greenleaf Grocers' })).toHaveFocus()
      },
    )
  },
}

export const SiteAt479: Story = { ...Site, ...atViewport('phoneMax'), play: undefined }
export const SiteAt1024: Story = { ...Site, ...atViewport('desktop'), play: undefined }
