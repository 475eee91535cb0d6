import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { Spinner } from '../spinner/spinner.js'
import { AllBanners } from '../storybook/all-banners.js'
import { Placeholder } from './placeholder.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables. The dashed outline only shows the held place.
const outlined: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  border: 'var(--border-widths-thin) dashed var(--colors-border-strong)',
  borderRadius: 'var(--radii-card)',
}
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }
const text: CSSProperties = { margin: 0, fontFamily: 'var(--fonts-body)' }

const meta = {
  title: 'Components / Feedback / Placeholder',
  // The id of its first title: links and visual references stay.
  id: 'feedback-placeholder',
  component: Placeholder,
  tags: ['autodocs'],
  args: { minHeight: '8rem', loading: true },
} satisfies Meta<typeof Placeholder>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Held at 8rem around a spinner and around content shorter than that; once loaded, as
 * tall as its content. In every banner (no spinner delay, for the picture).
 */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <Placeholder minHeight="8rem" style={outlined}>
            <Spinner delayMs={0} label="Loading delivery times" />
          </Placeholder>
          <Placeholder minHeight="8rem" style={outlined}>
            <p style={text}>Payment methods are loading</p>
          </Placeholder>
          <Placeholder minHeight="8rem" loading={false} style={outlined}>
            <p style={text}>Visa ending in 4242</p>
          </Placeholder>
        </div>
      )}
    </AllBanners>
  ),
}

/** At least `minHeight` tall while loading; as tall as its content, same element, after. */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div>
      <Placeholder {...args} data-testid="loading">
        <p>Loading</p>
      </Placeholder>
      <Placeholder {...args} loading={false} data-testid="loaded">
        <p>Loaded</p>
      </Placeholder>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
    await step('while loading it holds at least minHeight', async () => {
      const held = canvas.getByTestId('loading')
      await expect(held.getBoundingClientRect().height).toBeGreaterThanOrEqual(8 * rem)
    })
    await step('once loaded it is as tall as its content, with no held height', async () => {
      const loaded = canvas.getByTestId('loaded')
      await expect(loaded.getBoundingClientRect().height).toBeLessThan(8 * rem)
      await expect(loaded.style.getPropertyValue('--placeholder-min-height')).toBe('')
      await expect(loaded).toHaveTextContent('Loaded')
    })
  },
}
