import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Switch } from './switch.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }

const meta = {
  title: 'Components / Forms / Switch',
  // The id of its first title: links and visual references stay.
  id: 'forms-switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Text me order updates', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: off, on, described, invalid, disabled off and on. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <Switch label="Email me weekly deals" />
          <Switch label="Leave at my door" defaultChecked />
          <Switch
            label="Allow substitutions"
            description="If an item is out of stock, we pick the closest match."
            defaultChecked
          />
          <Switch
            label="Share my location"
            invalid
            errorText="Turn on location to see nearby stores."
          />
          <Switch label="Paper bags" disabled />
          <Switch label="Reusable bags" defaultChecked disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each state is exposed as a switch', async () => {
      await expect(banner.getByRole('switch', { name: 'Email me weekly deals' })).not.toBeChecked()
      await expect(banner.getByRole('switch', { name: 'Leave at my door' })).toBeChecked()
      await expect(
        banner.getByRole('switch', { name: 'Allow substitutions' }),
      ).toHaveAccessibleDescription('If an item is out of stock, we pick the closest match.')
      const location = banner.getByRole('switch', { name: 'Share my location' })
      await expect(location).toHaveAttribute('aria-invalid', 'true')
      await expect(location).toHaveAccessibleDescription('Turn on location to see nearby stores.')
      await expect(banner.getByRole('switch', { name: 'Paper bags' })).toBeDisabled()
      await expect(banner.getByRole('switch', { name: 'Reusable bags' })).toBeChecked()
    })
  },
}

/** WAI-ARIA switch: Tab reaches it, Space flips it, a click on the label flips it. */
export const Interaction: Story = {
  args: { description: 'We text you when your shopper starts and when your order is ready.' },
  play: async ({ args, canvas, step, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Text me order updates' })
    await step('Tab reaches it and shows the focus ring on the track', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(toggle).toHaveFocus()
      await expect(toggle).toHaveAccessibleDescription(
        'We text you when your shopper starts and when your order is ready.',
      )
      await expect(toggle.matches(':focus-visible')).toBe(true)
      const track = canvas.getByText('Text me order updates').previousElementSibling
      await expect(getComputedStyle(track as Element).outlineStyle).toBe('solid')
    })
    await step('Space turns it on and off', async () => {
      await userEvent.keyboard(' ')
      await expect(toggle).toBeChecked()
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true })
      await userEvent.keyboard(' ')
      await expect(toggle).not.toBeChecked()
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: false })
    })
    await step(
      'the label is the hit area, at least 24 by 24 px; a press shows no ring',
      async () => {
        await userEvent.click(canvas.getByText('Text me order updates'))
        await expect(toggle).toBeChecked()
        const track = canvas.getByText('Text me order updates').previousElementSibling
        await expect(getComputedStyle(track as Element).outlineStyle).toBe('none')
        const hitArea = toggle.closest('label')?.getBoundingClientRect()
        await expect(hitArea?.height).toBeGreaterThanOrEqual(24)
        await expect(hitArea?.width).toBeGreaterThanOrEqual(24)
      },
    )
  },
}
