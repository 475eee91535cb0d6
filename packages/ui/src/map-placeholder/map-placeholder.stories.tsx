import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { MapPlaceholder } from './map-placeholder.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }

const meta = {
  title: 'Components / Data Display / Map Placeholder',
  // The id of its first title: links and visual references stay.
  id: 'data-display-map-placeholder',
  component: MapPlaceholder,
  tags: ['autodocs'],
  args: { label: 'Map of stores near 12 Orchard Lane' },
} satisfies Meta<typeof MapPlaceholder>

export default meta
type Story = StoryObj<typeof meta>

/** The default 16:9 panel and a 3:1 strip, in every banner. */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <div style={stack}>
          <MapPlaceholder {...args} label={`Map of ${banner.name} stores near you`} />
          <MapPlaceholder label={`Map of the ${banner.name} pickup point`} ratio={3} />
        </div>
      )}
    </AllBanners>
  ),
}

/** One image named by its label, in the given aspect ratio. */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, step }) => {
    const map = within(canvasElement).getByRole('img', {
      name: 'Map of stores near 12 Orchard Lane',
    })
    await step('it is one image named by the label; the pin inside is hidden', async () => {
      await expect(map.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    })
    await step('it keeps the 16:9 ratio', async () => {
      const { width, height } = map.getBoundingClientRect()
      await expect(width / height).toBeCloseTo(16 / 9, 1)
    })
  },
}
