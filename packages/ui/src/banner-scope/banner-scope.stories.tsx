import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { wordmark } from '../storybook/wordmark.js'
import { bannerThemes } from '../theme/banners/index.js'
import { type BannerPresentation, BannerScope, Logo, useBannerScope } from './index.js'

const meta = {
  title: 'Foundations / Banner Scope',
  // The id of its first title: links and visual references stay.
  id: 'theming-banner-scope',
  component: BannerScope,
  tags: ['autodocs'],
} satisfies Meta<typeof BannerScope>

export default meta
type Story = StoryObj<typeof meta>

/** What an app passes in from its banner registry; here from the sample themes. */
const withLogo = (id: string, name: string): BannerPresentation => ({
  id,
  name,
  logo: { src: wordmark(name), width: 180, height: 40 },
})

function BannerName() {
  const banner = useBannerScope()
  return <p style={{ margin: 0, color: 'var(--colors-fg-muted)' }}>Shopping at {banner.name}</p>
}

/**
 * Per banner: the logo image linking home, the wordmark (no logo: the name in the banner's
 * heading font) linking home, the wordmark without a link, and `useBannerScope` reading the
 * banner.
 */
export const States: Story = {
  args: { banner: { id: 'greenleaf', name: 'Greenleaf Grocers' } },
  render: () => (
    <AllBanners>
      {(banner) => (
        <BannerScope
          banner={withLogo(banner.id, banner.name)}
          style={{ display: 'grid', gap: 'var(--spacing-3)', justifyItems: 'start' }}
        >
          <Logo href="#home" />
          <BannerScope banner={{ id: banner.id, name: banner.name }} asChild>
            <div style={{ display: 'grid', gap: 'var(--spacing-3)', justifyItems: 'start' }}>
              <Logo href="#home" />
              <Logo />
              <BannerName />
            </div>
          </BannerScope>
        </BannerScope>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    await step('the logo image and the wordmark are each the name of a link home', async () => {
      for (const banner of bannerThemes) {
        const links = canvas.getAllByRole('link', { name: banner.name })
        await expect(links).toHaveLength(2)
        for (const link of links) await expect(link).toHaveAttribute('href', '#home')
      }
    })
  },
}

/** Switching `banner` re-themes the scope and swaps the logo; the page around keeps its own. */
function Switcher() {
  const [index, setIndex] = useState(0)
  const theme = bannerThemes[index % bannerThemes.length] ?? bannerThemes[0]
  if (!theme) return null
  return (
    <div style={{ display: 'grid', gap: 'var(--spacing-4)', justifyItems: 'start' }}>
      <Button variant="secondary" onClick={() => setIndex((i) => i + 1)}>
        Next banner
      </Button>
      <BannerScope
        banner={{ id: theme.id, name: theme.name }}
        data-testid="scope"
        style={{ display: 'grid', gap: 'var(--spacing-3)', justifyItems: 'start' }}
      >
        <Logo href="#home" />
        <Button>Add to cart</Button>
      </BannerScope>
    </div>
  )
}

export const Interaction: Story = {
  tags: ['!visual'],
  args: { banner: { id: 'greenleaf', name: 'Greenleaf Grocers' } },
  render: () => <Switcher />,
  play: async ({ canvas, step }) => {
    const scope = canvas.getByTestId('scope')
    const cart = canvas.getByRole('button', { name: 'Add to cart' })
    const fill = () => getComputedStyle(cart).backgroundColor
    const [first, second] = bannerThemes
    if (!first || !second) throw new Error('The kit needs two banners for this story')

    await expect(scope).toHaveAttribute('data-banner', first.id)
    await expect(canvas.getByRole('link', { name: first.name })).toBeVisible()
    const before = fill()

    await step('a new banner re-themes the scope and renames the logo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }))
      await expect(scope).toHaveAttribute('data-banner', second.id)
      await expect(canvas.getByRole('link', { name: second.name })).toBeVisible()
      await waitFor(() => expect(fill()).not.toBe(before))
    })
  },
}
