import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Spinner } from './spinner.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 'var(--spacing-6)' }

const meta = {
  title: 'Components / Feedback / Spinner',
  // The id of its first title: links and visual references stay.
  id: 'feedback-spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { delayMs: 200 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Every size, and one with its label shown, in every banner (no delay, for the picture). */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={row}>
          <Spinner delayMs={0} size="sm" />
          <Spinner delayMs={0} size="md" />
          <Spinner delayMs={0} size="lg" />
          <Spinner delayMs={0} showLabel label="Loading your cards" />
        </div>
      )}
    </AllBanners>
  ),
}

/** Nothing for the first 200 ms, then a polite status named "Loading". */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('nothing is shown at first', async () => {
      await expect(canvas.queryByRole('status')).toBeNull()
    })
    await step('after the delay a status named "Loading" appears', async () => {
      const status = await canvas.findByRole('status', {}, { timeout: 2000 })
      await expect(status).toHaveTextContent('Loading')
    })
    await step('with reduced motion the ring does not turn', async () => {
      const ring = canvasElement.querySelector('[role=status] > [aria-hidden=true]')
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      await waitFor(() => expect(ring?.getAnimations().length).toBe(reduced ? 0 : 1))
    })
  },
}
