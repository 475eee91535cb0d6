import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/index.js'
import { expectModalDialog } from '../dialog/dialog.stories.js'
import { AllBanners } from '../storybook/all-banners.js'
import { ConfirmDialog, type ConfirmDialogProps } from './index.js'

/** Holds an open dialog in place of the viewport (see the Dialog stories). */
const stage: CSSProperties = {
  position: 'relative',
  height: '14rem',
  contain: 'layout paint',
  borderRadius: 'var(--radii-card)',
  background: 'var(--colors-bg-subtle)',
}

const meta = {
  title: 'Components / Overlays / Confirm Dialog',
  // The id of its first title: links and visual references stay.
  id: 'overlays-confirm-dialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Confirm Removal',
    description: 'This card will be removed from your wallet.',
    confirmLabel: 'Remove',
    tone: 'danger',
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Leaves focus where it is, so the gallery's open dialogs do not steal it from each other. */
const keepFocus = () => document.body

/** Shown in place and not modal, so that the banners sit side by side. */
function InPlace(props: ConfirmDialogProps) {
  return (
    <div style={stage}>
      <ConfirmDialog
        {...props}
        open
        portalled={false}
        modal={false}
        trapFocus={false}
        preventScroll={false}
        closeOnInteractOutside={false}
        initialFocusEl={keepFocus}
      />
    </div>
  )
}

/** Destructive (`tone="danger"`), neutral (`tone="default"`) and pending, in every banner. */
export const States: Story = {
  tags: ['docs-link'],
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={{ display: 'grid', gap: 'var(--spacing-4)' }}>
          <InPlace {...args} />
          <InPlace
            {...args}
            title="Leave checkout?"
            description="Your order has not been placed yet."
            confirmLabel="Leave"
            cancelLabel="Stay"
            tone="default"
          />
          <InPlace {...args} pending />
        </div>
      )}
    </AllBanners>
  ),
}

/** The app's side: state for `open`, a trigger, and `onConfirm` closing once the work is done. */
function RemoveCard(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <ConfirmDialog
      {...args}
      open={open}
      onOpenChange={(details) => {
        args.onOpenChange(details)
        setOpen(details.open)
      }}
      onConfirm={() => {
        args.onConfirm()
        setOpen(false)
      }}
      trigger={
        <Button variant="secondary" tone="critical">
          Remove card
        </Button>
      }
    />
  )
}

/**
 * The WAI-ARIA alert dialog: focus goes to Cancel, Tab stays inside, Escape and Cancel
 * close, Remove calls `onConfirm`; focus returns to the trigger each time.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => <RemoveCard {...args} />,
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove card' })
    await expectModalDialog({
      trigger,
      role: 'alertdialog',
      name: 'Confirm Removal',
      description: 'This card will be removed from your wallet.',
      initialFocus: (dialog) => within(dialog).getByRole('button', { name: 'Cancel' }),
      step,
    })

    await step('Cancel closes without confirming', async () => {
      await userEvent.click(trigger)
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await waitFor(() => expect(trigger).toHaveFocus())
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })

    await step('Remove calls onConfirm; focus returns to the trigger', async () => {
      await userEvent.click(trigger)
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
      await expect(args.onConfirm).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await waitFor(() => expect(trigger).toHaveFocus())
    })

    // Open at the end, so axe checks the open dialog too.
    await userEvent.click(trigger)
    await screen.findByRole('alertdialog')
  },
}

/** While the action runs both buttons are disabled and Escape does not close. */
export const Pending: Story = {
  tags: ['!visual', 'docs-link'],
  args: { open: true, pending: true },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
    await step('both buttons are disabled, Remove is busy', async () => {
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      const remove = within(dialog).getByRole('button', { name: 'Remove' })
      await expect(remove).toHaveAttribute('aria-disabled', 'true')
      await expect(remove).toHaveAttribute('aria-busy', 'true')
      await userEvent.click(remove)
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })
    await step('Escape does not close it', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(args.onOpenChange).not.toHaveBeenCalled()
      await expect(screen.getByRole('alertdialog')).toBeVisible()
    })
  },
}
