import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { CurrencyInput } from './currency-input.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

const meta = {
  title: 'Components / Forms / Currency Input',
  // The id of its first title: links and visual references stay.
  id: 'forms-currency-input',
  component: CurrencyInput,
  tags: ['autodocs'],
  args: { label: 'Custom tip', max: 100, onValueChange: fn() },
} satisfies Meta<typeof CurrencyInput>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: empty, filled, helper, invalid, disabled, read-only. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <CurrencyInput label="Custom tip" />
          <CurrencyInput label="Amount to apply" defaultValue={12.5} />
          <CurrencyInput
            label="Gift card amount"
            helperText="Up to $100.00 from this card."
            max={100}
          />
          <CurrencyInput
            label="Split amount"
            defaultValue={0}
            required
            invalid
            errorText="Enter an amount greater than $0.00."
          />
          <CurrencyInput label="Order total" defaultValue={84.2} disabled />
          <CurrencyInput label="Balance" defaultValue={25} readOnly />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('amounts set by props are shown with cents', async () => {
      const tip = banner.getByRole('textbox', { name: 'Custom tip' })
      await expect(tip).toHaveValue('')
      await expect(tip).toHaveAttribute('inputmode', 'decimal')
      await expect(banner.getByRole('textbox', { name: 'Amount to apply' })).toHaveValue('12.50')
      await expect(
        banner.getByRole('textbox', { name: 'Gift card amount' }),
      ).toHaveAccessibleDescription('Up to $100.00 from this card.')
    })
    await step('invalid, disabled and read-only', async () => {
      const split = banner.getByRole('textbox', { name: /Split amount/ })
      await expect(split).toHaveAttribute('aria-invalid', 'true')
      await expect(split).toHaveAccessibleDescription('Enter an amount greater than $0.00.')
      await expect(banner.getByRole('textbox', { name: 'Order total' })).toBeDisabled()
      await expect(banner.getByRole('textbox', { name: 'Balance' })).toHaveAttribute('readonly')
    })
  },
}

/** A native text input: only an amount can be typed; over the cap it is clamped and reported. */
export const Interaction: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Custom tip' })
    await step('digits and one dot, at most two decimals; other keys are ignored', async () => {
      await userEvent.click(input)
      await userEvent.keyboard('1a2.3.45')
      await expect(input).toHaveValue('12.34')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: 12.34,
        text: '12.34',
        clamped: false,
      })
    })
    await step('leaving the field writes the cents', async () => {
      await userEvent.clear(input)
      await userEvent.keyboard('7.5')
      await userEvent.tab()
      await expect(input).toHaveValue('7.50')
    })
    await step('an amount over the cap is replaced by the cap and reported', async () => {
      await userEvent.clear(input)
      await userEvent.keyboard('150')
      await expect(input).toHaveValue('100')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: 100,
        text: '100',
        clamped: true,
      })
    })
    await step('clearing reports no amount', async () => {
      await userEvent.clear(input)
      await expect(input).toHaveValue('')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: null,
        text: '',
        clamped: false,
      })
    })
  },
}
