import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { DateInput, type DateInputProps } from './date-input.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

const meta = {
  title: 'Components / Forms / Date Input',
  // The id of its first title: links and visual references stay.
  id: 'forms-date-input',
  component: DateInput,
  tags: ['autodocs'],
  args: { label: 'Date of birth', onValueChange: fn() },
} satisfies Meta<typeof DateInput>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: empty with its placeholder, filled, helper, invalid, disabled. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <DateInput label="Date of birth" />
          <DateInput label="Delivery date" defaultValue="07042026" />
          <DateInput
            label="Birthday"
            optionalText="(optional)"
            helperText="We send you a treat on your birthday."
          />
          <DateInput
            label="Start date"
            defaultValue="02302026"
            required
            invalid
            errorText="Enter a real date."
          />
          <DateInput label="Member since" defaultValue="01152020" disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('the placeholder shows the format; values are shown with slashes', async () => {
      const empty = banner.getByRole('textbox', { name: 'Date of birth' })
      await expect(empty).toHaveAttribute('placeholder', 'mm/dd/yyyy')
      await expect(empty).toHaveAttribute('inputmode', 'numeric')
      await expect(banner.getByRole('textbox', { name: 'Delivery date' })).toHaveValue('07/04/2026')
      await expect(
        banner.getByRole('textbox', { name: 'Birthday (optional)' }),
      ).toHaveAccessibleDescription('We send you a treat on your birthday.')
    })
    await step('invalid and disabled', async () => {
      const start = banner.getByRole('textbox', { name: /Start date/ })
      await expect(start).toBeRequired()
      await expect(start).toHaveAttribute('aria-invalid', 'true')
      await expect(start).toHaveAccessibleDescription('Enter a real date.')
      await expect(start).toHaveValue('02/30/2026')
      await expect(banner.getByRole('textbox', { name: 'Member since' })).toBeDisabled()
    })
  },
}

/** Checks the date when the shopper leaves the field, as a form would. */
function CheckedDateInput(props: DateInputProps) {
  const [isDate, setIsDate] = useState(false)
  const [showError, setShowError] = useState(false)
  return (
    <DateInput
      {...props}
      invalid={showError}
      onValueChange={(details) => {
        setIsDate(details.date !== null)
        if (details.date !== null) setShowError(false)
        props.onValueChange?.(details)
      }}
      onBlur={() => setShowError(!isDate)}
    />
  )
}

/** A native text input: slashes appear while typing, Backspace removes them, errors keep the text. */
export const Interaction: Story = {
  args: { required: true, errorText: 'Enter a real date as mm/dd/yyyy.' },
  render: (args) => <CheckedDateInput {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Date of birth/ })
    await step('typing digits writes the slashes', async () => {
      await userEvent.click(input)
      await userEvent.keyboard('07')
      await expect(input).toHaveValue('07/')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '07/', date: null })
      await userEvent.keyboard('04')
      await expect(input).toHaveValue('07/04/')
    })
    await step('Backspace removes the slash, then digits', async () => {
      await userEvent.keyboard('{Backspace}')
      await expect(input).toHaveValue('07/04')
      await userEvent.keyboard('{Backspace}')
      await expect(input).toHaveValue('07/0')
    })
    await step('a complete real date is reported parsed', async () => {
      await userEvent.keyboard('41990')
      await expect(input).toHaveValue('07/04/1990')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: '07/04/1990',
        date: { year: 1990, month: 7, day: 4 },
      })
    })
    await step('an impossible date shows the error on leaving, and keeps the text', async () => {
      await userEvent.clear(input)
      await userEvent.keyboard('02302026')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '02/30/2026', date: null })
      await userEvent.tab()
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription('Enter a real date as mm/dd/yyyy.')
      await expect(input).toHaveValue('02/30/2026')
    })
  },
}
