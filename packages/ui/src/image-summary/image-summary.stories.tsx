import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { ImageSummary, type ImageSummaryImage } from './image-summary.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }

const products = [
  ['Bananas', '#f2d24b'],
  ['Whole milk', '#e9eef2'],
  ['Sourdough loaf', '#c98a4b'],
  ['Eggs, dozen', '#f4e6cf'],
  ['Baby spinach', '#4f9a4c'],
  ['Cheddar', '#f0b23a'],
  ['Tomatoes', '#d9483b'],
  ['Orange juice', '#f39a2b'],
  ['Greek yogurt', '#dfe7ee'],
  ['Blueberries', '#4a5fa8'],
  ['Coffee beans', '#6b4a33'],
] as const

/** A stand-in product photo: a tinted square with the product's initial (data URL, offline). */
function thumbnail(name: string, tint: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${tint}"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="#151916">${name[0]}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const images: readonly ImageSummaryImage[] = products.map(([name, tint]) => ({
  src: thumbnail(name, tint),
  alt: name,
}))

const meta = {
  title: 'Components / Data Display / Image Summary',
  // The id of its first title: links and visual references stay.
  id: 'data-display-image-summary',
  component: ImageSummary,
  tags: ['autodocs'],
  args: { label: 'Items in your order', images },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof ImageSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Everything fits; 11 items (+3); 1,208 items (999+) with "more" text; small size. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <ImageSummary label="Items in your order" images={images.slice(0, 5)} />
          <ImageSummary label="Items in your cart" images={images} />
          <ImageSummary
            label="Items in your last order"
            images={images}
            totalCount={1208}
            formatMore={(badge) => `${badge} more`}
            size="sm"
          />
        </div>
      )}
    </AllBanners>
  ),
}

/** A labelled list of named images; the badge counts what is left out. */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in your order' })
    await step('the first 8 images show, each with its alt text', async () => {
      const shown = within(list).getAllByRole('img')
      await expect(shown).toHaveLength(8)
      await expect(shown.map((image) => image.getAttribute('alt'))).toEqual(
        products.slice(0, 8).map(([name]) => name),
      )
    })
    await step('each loads lazily, its 48 px box reserved by width and height', async () => {
      for (const image of within(list).getAllByRole('img')) {
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(image).toHaveAttribute('decoding', 'async')
        await expect(image).toHaveAttribute('width', '48')
        await expect(image).toHaveAttribute('height', '48')
      }
    })
    await step('the ninth item is the +3 badge', async () => {
      const items = within(list).getAllByRole('listitem')
      await expect(items).toHaveLength(9)
      await expect(items.at(-1)).toHaveTextContent('+3')
    })
  },
}
