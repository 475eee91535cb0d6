import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { MessageDialog, type MessageDialogProps } from './index.js'

/** Holds an open dialog in place of the viewport (see the Dialog stories). */
const stage: CSSProperties = {
  position: 'relative',
  height: '15rem',
  contain: 'layout paint',
  borderRadius: 'var(--radii-card)',
  background: 'var(--colors-bg-subtle)',
}

const snippet = `<MessageDialog
  open={timedOut}
  title="Order Timed Out"
  description="Your order timed out. Please choose a time again."
  actions={<Button onClick={selectNewTime}>Back to Checkout</Button>}
/>`

const meta = {
  title: 'Components / Overlays / Message Dialog',
  id: 'overlays-message-dialog',
  component: MessageDialog,
  tags: ['autodocs'],
  args: {
    title: 'Order Timed Out',
    description: 'Your order timed out. Please choose a time again.',
    actions: <Button>Back to Checkout</Button>,
    open: false,
  },
} satisfies Meta<typeof MessageDialog>

export default meta
type Story = StoryObj<typeof meta>

const keepFocus = () => document.body

/** Shown in place and not modal, so that the banners sit side by side. */
function InPlace(props: MessageDialogProps) {
  return (
    <div style={stage}>
      <MessageDialog
        {...props}
        open
        portalled={false}
        modal={false}
        trapFocus={false}
        preventScroll={false}
        initialFocusEl={keepFocus}
      />
    </div>
  )
}

/** One action, and a secondary one before the main one, in every banner. */
export const States: Story = {
  tags: ['docs-link'],
  parameters: { docs: { source: { code: snippet } } },
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={{ display: 'grid', gap: 'var(--spacing-4)' }}>
          <InPlace {...args} />
          <InPlace
            {...args}
            title="Something Went Wrong"
            description="Your order has expired. Please return to the scheduling page."
            actions={
              <>
                <Button variant="secondary">Close</Button>
                <Button>Return to Scheduling</Button>
              </>
            }
          />
        </div>
      )}
    </AllBanners>
  ),
}

/** The app's side: the message opens from state and its button moves on. */
function Timeout(args: MessageDialogProps & { dismissible: boolean }) {
  const { dismissible, ...props } = args
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show message</Button>
      <MessageDialog
        {...props}
        open={open}
        onDismiss={dismissible ? close : undefined}
        actions={<Button onClick={close}>Back to Checkout</Button>}
      />
    </>
  )
}

/**
 * An alert dialog that only its button closes: focus goes inside, a press outside and
 * Escape leave it open; with `onDismiss`, Escape closes it and calls it.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => (
    <>
      <Timeout {...args} dismissible={false} />
      <Timeout {...args} title="Dismissible" dismissible />
    </>
  ),
  play: async ({ canvas, step }) => {
    const [strict, dismissible] = canvas.getAllByRole('button', { name: 'Show message' })
    if (!strict || !dismissible) throw new Error('Two triggers expected')

    await step('Escape and a press outside leave it open; its button closes it', async () => {
      await userEvent.click(strict)
      const dialog = await screen.findByRole('alertdialog', { name: 'Order Timed Out' })
      await expect(dialog).toHaveAccessibleDescription(
        'Your order timed out. Please choose a time again.',
      )
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
      await userEvent.keyboard('{Escape}')
      // The page under a modal takes no pointer events: press it the way a finger would.
      await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body)
      await expect(screen.getByRole('alertdialog', { name: 'Order Timed Out' })).toBeVisible()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Checkout' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })

    await step('with onDismiss, Escape closes it', async () => {
      await userEvent.click(dismissible)
      await screen.findByRole('alertdialog', { name: 'Dismissible' })
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })
  },
}
