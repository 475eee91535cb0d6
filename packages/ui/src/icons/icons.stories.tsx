import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import type { Icon } from './create-icon.js'
import * as icons from './icons.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: 'var(--spacing-3)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
}
const cell: CSSProperties = {
  display: 'grid',
  justifyItems: 'center',
  gap: 'var(--spacing-1)',
  fontSize: 'var(--font-sizes-xs)',
  color: 'var(--colors-fg-muted)',
}
const tinted: CSSProperties = { color: 'var(--colors-accent-text)' }

const entries = Object.entries(icons) as [string, Icon][]

const meta = {
  title: 'Foundations / Icons',
  component: icons.CartIcon,
  tags: ['autodocs'],
  args: { size: 24 },
} satisfies Meta<typeof icons.CartIcon>

export default meta
type Story = StoryObj<typeof meta>

/** The whole set at 24 px in the banner's accent text colour (icons draw in `currentColor`). */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <ul style={grid}>
          {entries.map(([name, IconComponent]) => (
            <li key={name} style={cell}>
              <IconComponent {...args} style={tinted} />
              {name.replace(/Icon$/, '')}
            </li>
          ))}
        </ul>
      )}
    </AllBanners>
  ),
}

/** Decorative by default; a `label` makes the icon an image with that name. */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--spacing-3)' }}>
      <icons.CartIcon {...args} data-testid="decorative" />
      <icons.LockIcon {...args} label="Secure checkout" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('an icon without a label is hidden from assistive technology', async () => {
      const decorative = canvas.getByTestId('decorative')
      await expect(decorative).toHaveAttribute('aria-hidden', 'true')
      await expect(decorative).toHaveAttribute('focusable', 'false')
      await expect(decorative).toHaveAttribute('width', '24')
    })
    await step('a labelled icon is an image with that name', async () => {
      await expect(canvas.getByRole('img', { name: 'Secure checkout' })).not.toHaveAttribute(
        'aria-hidden',
      )
    })
  },
}
