import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { MaskedInput } from './masked-input.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }
const giftCard = '####-####-####-####'

const meta = {
  title: 'Components / Forms / Masked Input',
  // The id of its first title: links and visual references stay.
  id: 'forms-masked-input',
  component: MaskedInput,
  tags: ['autodocs'],
  args: { label: 'Gift card number', mask: giftCard, onValueChange: fn() },
} satisfies Meta<typeof MaskedInput>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: empty, partly and fully filled, helper, invalid, disabled. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <MaskedInput label="Gift card number" mask={giftCard} />
          <MaskedInput label="Card in progress" mask={giftCard} defaultValue="603571" />
          <MaskedInput
            label="Gift card with PIN"
            mask={giftCard}
            defaultValue="6035710000001234"
            helperText="The 16 digits on the back of the card."
          />
          <MaskedInput
            label="Gift card to redeem"
            mask={giftCard}
            defaultValue="60357100"
            required
            invalid
            errorText="Enter all 16 digits of the gift card number."
          />
          <MaskedInput label="Applied gift card" mask={giftCard} defaultValue="6035" disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('values are shown formatted; texts describe the inputs', async () => {
      await expect(banner.getByLabelText('Gift card number')).toHaveValue('')
      await expect(banner.getByLabelText('Card in progress')).toHaveValue('6035-71')
      const full = banner.getByLabelText('Gift card with PIN')
      await expect(full).toHaveValue('6035-7100-0000-1234')
      await expect(full).toHaveAccessibleDescription('The 16 digits on the back of the card.')
      await expect(full).toHaveAttribute('inputmode', 'numeric')
      const redeem = banner.getByLabelText(/Gift card to redeem/)
      await expect(redeem).toHaveAttribute('aria-invalid', 'true')
      await expect(redeem).toBeRequired()
      await expect(redeem).toHaveAccessibleDescription(
        'Enter all 16 digits of the gift card number.',
      )
      await expect(banner.getByLabelText('Applied gift card')).toBeDisabled()
    })
  },
}

/** A native text input: dashes appear while typing, Backspace and paste keep the format. */
export const Interaction: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const input = canvas.getByLabelText('Gift card number') as HTMLInputElement
    await step('typing digits writes the dashes; letters are ignored', async () => {
      await userEvent.click(input)
      await userEvent.keyboard('1234')
      await expect(input).toHaveValue('1234-')
      await userEvent.keyboard('5x6')
      await expect(input).toHaveValue('1234-56')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: '123456',
        formattedValue: '1234-56',
        complete: false,
      })
    })
    await step('Backspace removes digits, then the dash with the digit before it', async () => {
      await userEvent.keyboard('{Backspace}{Backspace}')
      await expect(input).toHaveValue('1234')
      await userEvent.keyboard('{Backspace}')
      await expect(input).toHaveValue('123')
    })
    await step('typing in the middle keeps the caret beside the typed digit', async () => {
      await userEvent.keyboard('45678')
      await expect(input).toHaveValue('1234-5678-')
      input.setSelectionRange(2, 2)
      await userEvent.keyboard('9')
      await expect(input).toHaveValue('1293-4567-8')
      await expect(input.selectionStart).toBe(3)
    })
    await step('a pasted number with spaces is cleaned and capped at 16 digits', async () => {
      await userEvent.clear(input)
      await userEvent.paste('6035 7100 0000 1234 99')
      await expect(input).toHaveValue('6035-7100-0000-1234')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: '6035710000001234',
        formattedValue: '6035-7100-0000-1234',
        complete: true,
      })
    })
  },
}
