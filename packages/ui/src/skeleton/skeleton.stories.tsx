import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Skeleton } from './skeleton.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const card: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: 'var(--spacing-3)',
  padding: 'var(--spacing-4)',
  borderRadius: 'var(--radii-card)',
  background: 'var(--colors-bg-surface)',
}
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }

const meta = {
  title: 'Components / Feedback / Skeleton',
  // The id of its first title: links and visual references stay.
  id: 'feedback-skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/** Text lines, a circle beside them, a block, and loaded content, in every banner. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <div style={card}>
            <Skeleton shape="circle" />
            <Skeleton lines={3} />
          </div>
          <Skeleton shape="block" height="6rem" />
          <Skeleton loading={false}>
            <p style={{ margin: 0 }}>12 Orchard Lane, Springfield</p>
          </Skeleton>
        </div>
      )}
    </AllBanners>
  ),
}

/** Hidden from assistive technology while loading; the content replaces it when loaded. */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div>
      <div data-testid="loading">
        <Skeleton {...args} />
      </div>
      <div data-testid="loaded">
        <Skeleton {...args} loading={false}>
          Address Book
        </Skeleton>
      </div>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('the skeleton is aria-hidden and draws one bar per line', async () => {
      const root = canvas.getByTestId('loading').firstElementChild
      await expect(root).toHaveAttribute('aria-hidden', 'true')
      await expect(root?.children).toHaveLength(3)
    })
    await step('loaded content shows in its place', async () => {
      await expect(canvas.getByTestId('loaded')).toHaveTextContent('Address Book')
      await expect(canvas.getByTestId('loaded').querySelector('[aria-hidden]')).toBeNull()
    })
  },
}
