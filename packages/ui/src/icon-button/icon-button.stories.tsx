import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { CloseIcon, EditIcon, PlusIcon, TrashIcon } from '../icons/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { IconButton } from './icon-button.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--spacing-3)',
}
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-3)' }

const variants = ['ghost', 'outline', 'solid'] as const
const sizes = ['sm', 'md', 'lg'] as const

const meta = {
  title: 'Components / Actions / Icon Button',
  // The id of its first title: links and visual references stay.
  id: 'actions-icon-button',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Edit Home address', children: <EditIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

/** Every variant in every size, then disabled, in every banner. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          {variants.map((variant) => (
            <div key={variant} style={row}>
              {sizes.map((size) => (
                <IconButton key={size} variant={variant} size={size} label={`Add (${size})`}>
                  <PlusIcon />
                </IconButton>
              ))}
              <IconButton variant={variant} label="Delete" disabled>
                <TrashIcon />
              </IconButton>
              <IconButton variant={variant} label="Close">
                <CloseIcon />
              </IconButton>
            </div>
          ))}
        </div>
      )}
    </AllBanners>
  ),
}

/** WAI-ARIA button: named by its label, reached by Tab with a focus ring, Enter and Space activate. */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement, step, userEvent }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit Home address' })
    await step('Tab reaches it and shows the focus ring', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(button).toHaveFocus()
      await expect(getComputedStyle(button).outlineStyle).toBe('solid')
    })
    await step('Enter, Space and a click each activate it', async () => {
      await userEvent.keyboard('{Enter}')
      await userEvent.keyboard(' ')
      await userEvent.click(button)
      await expect(args.onClick).toHaveBeenCalledTimes(3)
    })
    await step('the default size is at least 40 px square', async () => {
      const { width, height } = button.getBoundingClientRect()
      await expect(width).toBeGreaterThanOrEqual(40)
      await expect(height).toBeGreaterThanOrEqual(40)
      await expect(button).toHaveAttribute('type', 'button')
    })
  },
}
