// The selector's date field in each state of shopping-method-selector.md §5 "Time and
// dates". The spec lists a date input among the selector's shared pieces (§2) but puts it
// on no selector screen (the time-slot form's date is the day carousel's), so its states
// are shown here.
import { selectorDateFieldText } from '@aisle/flows'
import { Stack } from '@aisle/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryPage } from '../../storybook/story-page'
import { SelectorDateField } from './selector-date-field'

function DateFieldStates() {
  return (
    <StoryPage>
      <Stack gap="6" width="prose">
        <h1>Date field</h1>
        <SelectorDateField label="Empty" />
        <SelectorDateField label="Left empty" validated />
        <SelectorDateField label="A date" defaultValue="11/02/2026" validated />
        <SelectorDateField label="No such date" defaultValue="02/30/2026" validated />
        <SelectorDateField label="Typed" />
      </Stack>
    </StoryPage>
  )
}

const meta = {
  title: 'Screens / Selector / Date Field',
  component: DateFieldStates,
} satisfies Meta<typeof DateFieldStates>

export default meta
type Story = StoryObj<typeof meta>

export const States: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step("placeholder 'mm/dd/yyyy' and title 'Please enter a date' (§5)", async () => {
      const empty = canvas.getByRole('textbox', { name: /^Empty/ })
      await expect(empty).toHaveAttribute('placeholder', 'mm/dd/yyyy')
      await expect(empty).toHaveAttribute('title', 'Please enter a date')
      await expect(empty).toHaveAttribute('maxlength', '10')
    })
    await step("'A valid date input is required.' when left empty or wrong (§5)", async () => {
      await expect(
        canvas.getByRole('textbox', { name: /^Left empty/ }),
      ).toHaveAccessibleDescription('A valid date input is required.')
      await expect(canvas.getByRole('textbox', { name: /^No such date/ })).toBeInvalid()
    })
    await step(
      "a date reads 'MMMM DD, YYYY' (§9); one that does not exist, 'Unknown'",
      async () => {
        await expect(canvas.getByText('November 02, 2026')).toBeVisible()
        await expect(canvas.getByText(selectorDateFieldText.unknown)).toBeVisible()
        await expect(canvas.getByRole('textbox', { name: /^A date/ })).toBeValid()
      },
    )
    await step('leaving the field empty shows the message; a real date clears it', async () => {
      const field = canvas.getByRole('textbox', { name: /^Typed/ })
      await userEvent.click(field)
      await userEvent.tab()
      await expect(field).toBeInvalid()
      await userEvent.type(field, '12252026')
      await expect(field).toHaveValue('12/25/2026')
      await expect(field).toBeValid()
      await expect(canvas.getByText('December 25, 2026')).toBeVisible()
    })
  },
}
