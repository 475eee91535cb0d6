import type { Meta, StoryObj } from '@storybook/react-vite'
import { type AnchorHTMLAttributes, type CSSProperties, forwardRef } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Link } from './link.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-3)', justifyItems: 'start' }
const prose: CSSProperties = { margin: 0, maxWidth: '32rem' }

/** Stands in for a router's link component: it renders an anchor from a `to` prop. */
const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function RouterLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} data-router-link="" {...rest} />
})

const meta = {
  title: 'Components / Navigation / Link',
  // The id of its first title: links and visual references stay.
  id: 'navigation-link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#addresses', children: 'Manage addresses', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

/** Inline in text, standalone, external and through a router link, in every banner. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <p style={prose}>
            Read our <Link href="#privacy">privacy policy</Link> before you save a card.
          </p>
          <Link variant="standalone" href="#addresses">
            Manage addresses
          </Link>
          <Link external href="https://example.com/accessibility">
            Accessibility statement
          </Link>
          <Link asChild variant="standalone">
            <RouterLink to="#account">My account</RouterLink>
          </Link>
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('an external link opens a new tab safely and says so', async () => {
      const external = banner.getByRole('link', {
        name: 'Accessibility statement (opens in a new tab)',
      })
      await expect(external).toHaveAttribute('target', '_blank')
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    })
    await step('asChild styles the router link without wrapping it', async () => {
      const routed = banner.getByRole('link', { name: 'My account' })
      await expect(routed).toHaveAttribute('data-router-link')
      await expect(routed).toHaveAttribute('href', '#account')
      await expect(routed.className).toContain('link--variant_standalone')
    })
  },
}

/** A link is reached by Tab, shows the focus ring and follows on Enter. */
export const Interaction: Story = {
  tags: ['!visual'],
  // Navigation is cancelled so the story stays put; the click handler shows Enter followed it.
  render: (args) => (
    <Link
      {...args}
      onClick={(event) => {
        event.preventDefault()
        args.onClick?.(event)
      }}
    />
  ),
  play: async ({ args, canvasElement, step, userEvent }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Manage addresses' })
    await step('Tab reaches it with a visible focus ring', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(link).toHaveFocus()
      await expect(getComputedStyle(link).outlineStyle).toBe('solid')
    })
    await step('Enter follows it', async () => {
      await userEvent.keyboard('{Enter}')
      await expect(args.onClick).toHaveBeenCalledTimes(1)
    })
  },
}
