import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { AgeVerificationDialog } from './age-verification-dialog'

// A fixed clock, so 'old enough' does not drift with the day the stories run.
const now = () => new Date(2026, 10, 22, 12)

const meta = {
  title: 'Screens / Age verification / Age Verification Required',
  component: AgeVerificationDialog,
  args: { open: true, minimumAge: 21, now, onVerified: fn(), onBackToCart: fn() },
} satisfies Meta<typeof AgeVerificationDialog>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The dialog, once it has hidden the page behind it. Zag hides the page one animation
 * frame after opening; a nested modal opened before that frame would be hidden along
 * with the page, which no hand is quick enough to do but a busy test runner is.
 */
const dialog = async () => {
  const found = await screen.findByRole('dialog', { name: 'Age Verification Required' })
  await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).not.toBeNull())
  return found
}

/** The empty form with the order's minimum age (account-area.md §5). */
export const Greenleaf: Story = {
  globals: { banner: 'greenleaf' },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleDescription(
      'Items in your order require a minimum age of 21.',
    )
    await expect(screen.getByRole('button', { name: 'Back to Cart' })).toBeVisible()
  },
}

export const Hilltop: Story = { ...Greenleaf, tags: ['!visual'], globals: { banner: 'hilltop' } }

/** Another order's minimum age. */
export const CopperlineMinimumAge18: Story = {
  globals: { banner: 'copperline' },
  args: { minimumAge: 18 },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleDescription(
      'Items in your order require a minimum age of 18.',
    )
  },
}

/** Continue with nothing filled in: both required messages, focus on the date. */
export const Required: Story = {
  play: async ({ args }) => {
    await dialog()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await expect(await screen.findByText('Please enter a valid date.')).toBeVisible()
    await expect(screen.getByText('Please agree to the Terms & Conditions.')).toBeVisible()
    await waitFor(() => expect(screen.getByLabelText(/Date of Birth/)).toHaveFocus())
    await expect(args.onVerified).not.toHaveBeenCalled()
  },
}

/** Before 1900-01-01 is not a valid date (account-area.md §5, §9). */
export const BeforeMinimumDate: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await dialog()
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '12311899')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await expect(await screen.findByText('Please enter a valid date.')).toBeVisible()
    await expect(args.onVerified).not.toHaveBeenCalled()
  },
}

/** Too young for the order: the minimum-age message under the date. */
export const TooYoung: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await dialog()
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '11232005')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const field = screen.getByLabelText(/Date of Birth/)
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Items in your order require a minimum age of 21.'),
    )
    await expect(field).toHaveValue('11/23/2005')
    await expect(args.onVerified).not.toHaveBeenCalled()
  },
}

/** Old enough on the day (a birthday counts), agreement ticked: the ISO date goes out. */
export const Verified: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await dialog()
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '11222005')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledWith('2005-11-22'))
  },
}

/** 'Back to Cart' and Escape both leave without verifying. */
export const BackToCart: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await dialog()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Cart' }))
    await expect(args.onBackToCart).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onBackToCart).toHaveBeenCalledTimes(2))
    await expect(args.onVerified).not.toHaveBeenCalled()
  },
}

/** The terms modal over the dialog; Escape closes only it and focus goes back to its button. */
export const TermsAndConditions: Story = {
  play: async ({ args }) => {
    await dialog()
    const open = screen.getByRole('button', { name: 'View Terms & Conditions' })
    await userEvent.click(open)
    const terms = await screen.findByRole('dialog', { name: 'Terms & Conditions' })
    await expect(terms).toBeVisible()
    if (!args.open) return
    // Escape goes to the layer that holds the focus: once the terms have taken it, they are
    // the top layer (pressed before, on a busy machine, it reached no open layer).
    await waitFor(() => expect(terms).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Terms & Conditions' })).toBeNull(),
    )
    await waitFor(() => expect(open).toHaveFocus())
    await expect(args.onBackToCart).not.toHaveBeenCalled()
    await userEvent.click(open)
    await screen.findByRole('dialog', { name: 'Terms & Conditions' })
  },
}

/** By keyboard alone: type the date, Space on the box, Enter submits. */
export const KeyboardOnly: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await dialog()
    await waitFor(() => expect(screen.getByLabelText(/Date of Birth/)).toHaveFocus())
    await userEvent.keyboard('07041990')
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledWith('1990-07-04'))
  },
}
