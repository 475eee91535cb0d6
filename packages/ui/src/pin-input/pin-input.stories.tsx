import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { PinInput } from './pin-input.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

const meta = {
  title: 'Components / Forms / PIN Input',
  // The id of its first title: links and visual references stay.
  id: 'forms-pin-input',
  component: PinInput,
  tags: ['autodocs'],
  args: { label: 'Gift card PIN', onValueChange: fn(), onValueComplete: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['numeric', 'alphanumeric', 'alphabetic'] },
  },
} satisfies Meta<typeof PinInput>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: empty, filled (masked and shown), helper, invalid, disabled. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <PinInput label="Gift card PIN" />
          <PinInput label="Card PIN" defaultValue="1234" />
          <PinInput
            label="Verification code"
            length={6}
            mask={false}
            otp
            defaultValue="418"
            helperText="We sent a 6-digit code to your phone."
          />
          <PinInput
            label="Wrong PIN"
            defaultValue="0000"
            invalid
            errorText="That PIN doesn't match this card."
          />
          <PinInput label="Locked PIN" defaultValue="12" disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('the boxes are a group named by the label, each box named by place', async () => {
      const group = within(banner.getByRole('group', { name: 'Gift card PIN' }))
      const first = group.getByLabelText('Character 1 of 4')
      await expect(first).toHaveAttribute('type', 'password')
      await expect(first).toHaveAttribute('inputmode', 'numeric')
      await expect(group.getByLabelText('Character 4 of 4')).toBeVisible()
    })
    await step('an unmasked code shows its digits and is described by the helper', async () => {
      const group = within(banner.getByRole('group', { name: 'Verification code' }))
      const first = group.getByRole('textbox', { name: 'Character 1 of 6' })
      await expect(first).toHaveValue('4')
      await expect(first).toHaveAttribute('autocomplete', 'one-time-code')
      await expect(first).toHaveAccessibleDescription('We sent a 6-digit code to your phone.')
    })
    await step('invalid and disabled', async () => {
      const wrong = within(banner.getByRole('group', { name: 'Wrong PIN' }))
      const box = wrong.getByLabelText('Character 1 of 4')
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      await expect(box).toHaveAccessibleDescription("That PIN doesn't match this card.")
      const locked = within(banner.getByRole('group', { name: 'Locked PIN' }))
      await expect(locked.getByLabelText('Character 1 of 4')).toBeDisabled()
    })
  },
}

/**
 * Typing moves to the next box, Backspace clears and moves back, arrow keys move, Tab
 * enters and leaves the boxes as one stop, and a click on the label goes to the boxes.
 */
export const Interaction: Story = {
  args: { mask: false },
  play: async ({ args, canvas, step, userEvent }) => {
    const box = (n: number) => canvas.getByRole('textbox', { name: `Character ${n} of 4` })
    await step('a click on the label focuses the first box', async () => {
      await userEvent.click(canvas.getByText('Gift card PIN'))
      await expect(box(1)).toHaveFocus()
    })
    await step('typing fills the boxes in turn', async () => {
      await userEvent.keyboard('12')
      await expect(box(1)).toHaveValue('1')
      await expect(box(2)).toHaveValue('2')
      await expect(box(3)).toHaveFocus()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '12' })
    })
    await step('Backspace clears the box before and moves back', async () => {
      await userEvent.keyboard('{Backspace}')
      await expect(box(2)).toHaveValue('')
      await expect(box(2)).toHaveFocus()
    })
    await step('filling every box reports the complete code', async () => {
      await userEvent.keyboard('345')
      await expect(args.onValueComplete).toHaveBeenLastCalledWith({ value: '1345' })
    })
    await step('arrow keys move between the boxes', async () => {
      box(4).focus()
      await userEvent.keyboard('{ArrowLeft}')
      await expect(box(3)).toHaveFocus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(box(4)).toHaveFocus()
    })
    await step('Tab leaves the boxes in one step', async () => {
      await userEvent.tab({ shift: true })
      await expect(canvas.queryAllByRole('textbox')).not.toContain(document.activeElement)
    })
  },
}

const formSubmitted = fn()

/**
 * Enter in a box submits the form around it, as in any text field: with part of the
 * code, so the form can say what is missing, and with all of it, once per press.
 */
export const SubmitsItsForm: Story = {
  args: { mask: false },
  beforeEach: () => {
    formSubmitted.mockClear()
  },
  render: (args) => (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        formSubmitted()
      }}
    >
      <PinInput {...args} />
    </form>
  ),
  play: async ({ args, canvas, step, userEvent }) => {
    const box = (n: number) => canvas.getByRole('textbox', { name: `Character ${n} of 4` })
    await step('Enter with two digits submits the form', async () => {
      await userEvent.click(box(1))
      await userEvent.keyboard('12{Enter}')
      await expect(formSubmitted).toHaveBeenCalledTimes(1)
    })
    await step('Enter with every digit submits it once more, not twice', async () => {
      await userEvent.keyboard('34')
      await expect(args.onValueComplete).toHaveBeenLastCalledWith({ value: '1234' })
      box(4).focus()
      await userEvent.keyboard('{Enter}')
      await expect(formSubmitted).toHaveBeenCalledTimes(2)
    })
  },
}
