import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Badge, type BadgeTone } from './badge.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--spacing-2)',
}
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-3)' }

const tones: readonly { tone: BadgeTone; text: string }[] = [
  { tone: 'neutral', text: 'Saved' },
  { tone: 'accent', text: 'Preferred' },
  { tone: 'success', text: 'Verified' },
  { tone: 'warning', text: 'Expires soon' },
  { tone: 'danger', text: 'Expired' },
  { tone: 'info', text: 'Locker Pickup' },
]

const meta = {
  title: 'Components / Data Display / Badge',
  // The id of its first title: links and visual references stay.
  id: 'data-display-badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Preferred', tone: 'accent' },
  argTypes: {
    children: { control: 'text' },
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'success', 'warning', 'danger', 'info'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

/** Every tone in both sizes, in every banner. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          {(['sm', 'md'] as const).map((size) => (
            <div key={size} style={row}>
              {tones.map(({ tone, text }) => (
                <Badge key={tone} tone={tone} size={size}>
                  {text}
                </Badge>
              ))}
            </div>
          ))}
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('a badge is plain text: not focusable, not a control', async () => {
      const [preferred] = banner.getAllByText('Preferred')
      await expect(preferred?.tagName).toBe('SPAN')
      await expect(preferred).not.toHaveAttribute('tabindex')
      await expect(banner.queryAllByRole('button')).toHaveLength(0)
    })
  },
}
