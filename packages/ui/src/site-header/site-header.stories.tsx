import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { documentedPart, propRows } from '../storybook/prop-rows.js'
import { wordmark } from '../storybook/wordmark.js'
import { SiteHeader } from './index.js'

const meta = {
  title: 'Patterns / Layout / Site Header',
  // The id of its first title: links and visual references stay.
  id: 'layout-site-header',
  component: SiteHeader.Root,
  argTypes: propRows([
    [
      'children',
      'ReactNode',
      'The header’s parts, in source order: BackLink (checkout), Brand, Control, Nav.',
    ],
    [
      'asChild',
      'boolean',
      'Renders its child element in place of its own, with the part’s props.',
      'false',
    ],
  ]),
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'SiteHeader.Brand': documentedPart('SiteHeader.Brand', 'a', [
      ['href', 'string', 'The home page.'],
      ['children', 'ReactNode', 'The SiteHeader.Logo; its alternative text names the link.'],
      [
        'asChild',
        'boolean',
        'Renders its child (the router’s link) in place of the `<a>`.',
        'false',
      ],
    ]),
    'SiteHeader.Logo': documentedPart('SiteHeader.Logo', 'img', [
      ['src!', 'string', 'The banner’s logo image.'],
      ['alt!', 'string', 'The banner’s name: the only content of the link home.'],
      ['width!', 'number', 'Intrinsic width in CSS pixels; reserves the space.'],
      ['height!', 'number', 'Intrinsic height in CSS pixels; shown 40 px high at the same ratio.'],
    ]),
    'SiteHeader.BackLink': documentedPart('SiteHeader.BackLink', 'a', [
      ['href', 'string', 'Where back leads, e.g. the cart.'],
      ['children', 'ReactNode', 'The link text, after a leading chevron.'],
      [
        'asChild',
        'boolean',
        'Renders its child (the router’s link) in place of the `<a>`.',
        'false',
      ],
    ]),
    'SiteHeader.Nav': documentedPart('SiteHeader.Nav', 'nav', [
      ['aria-label', 'string', 'Names the navigation landmark.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'SiteHeader.Control': documentedPart('SiteHeader.Control', 'div', [
      ['children', 'ReactNode', 'A control beside the logo, e.g. the store selector’s trigger.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'SiteHeader.ControlLabel': documentedPart('SiteHeader.ControlLabel', 'span', [
      ['children', 'ReactNode', 'One line, cut with an ellipsis when the room runs out.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
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
