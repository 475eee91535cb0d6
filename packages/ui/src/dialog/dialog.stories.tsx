import { Portal } from '@ark-ui/react/portal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, type ReactNode, type Ref, useRef, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { dialogRootArgTypes } from '../storybook/dialog-root-arg-types.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { Dialog } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them), so layout here uses
// inline styles on the kit's token variables rather than `css()`.
const field: CSSProperties = {
  display: 'grid',
  gap: 'var(--spacing-2)',
  fontSize: 'var(--font-sizes-sm)',
}
const input: CSSProperties = {
  minHeight: 'var(--sizes-control)',
  paddingInline: 'var(--spacing-3)',
  border: 'var(--border-widths-thin) solid var(--colors-border-control)',
  borderRadius: 'var(--radii-control)',
  font: 'inherit',
  color: 'inherit',
  background: 'var(--colors-bg-surface)',
}
/**
 * A box that holds an open overlay in place of the viewport: `contain: paint` makes it the
 * containing block of the overlay's fixed layers, so one story can show every banner.
 */
const stage: CSSProperties = {
  position: 'relative',
  height: '24rem',
  contain: 'layout paint',
  borderRadius: 'var(--radii-card)',
  background: 'var(--colors-bg-subtle)',
}

const meta = {
  title: 'Components / Overlays / Dialog',
  // The id of its first title: links and visual references stay.
  id: 'overlays-dialog',
  component: Dialog.Root,
  argTypes: dialogRootArgTypes,
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'Dialog.Trigger': documentedPart('Dialog.Trigger', 'button', [
      ['children', 'ReactNode', 'Opens the dialog; focus returns here on close.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.Backdrop': documentedPart('Dialog.Backdrop', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.Positioner': documentedPart('Dialog.Positioner', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.Content': documentedPart('Dialog.Content', 'div', [
      ['aria-label', 'string', 'Names the dialog when it has no Dialog.Title.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.Title': documentedPart('Dialog.Title', 'h2', [
      ['children', 'ReactNode', 'The heading; it names the dialog.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.Description': documentedPart('Dialog.Description', 'p', [
      ['children', 'ReactNode', 'Read with the dialog (aria-describedby).'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.CloseTrigger': documentedPart('Dialog.CloseTrigger', 'button', [
      ['label', 'string', 'Accessible name of the close icon button.', "'Close'"],
    ]),
    'Dialog.Body': documentedPart('Dialog.Body', 'div', [
      ['children', 'ReactNode', 'The scrolling content.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.Footer': documentedPart('Dialog.Footer', 'div', [
      ['children', 'ReactNode', 'The actions, at the end.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Dialog.ActionTrigger': documentedPart('Dialog.ActionTrigger', 'button', [
      [
        'children',
        'ReactNode',
        'A button that closes the dialog, e.g. Cancel; usually with asChild around a Button.',
      ],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
  },
  tags: ['autodocs'],
  excludeStories: ['expectModalDialog', 'tabbablesIn'],
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Dialog.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Elements that Tab can reach inside `container`, in document order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => element.getClientRects().length > 0,
  )
}

interface ModalDialogCheck {
  /** The button that opens the dialog. */
  trigger: HTMLElement
  /** `dialog` or `alertdialog`. */
  role?: 'dialog' | 'alertdialog'
  /** The dialog's accessible name (its title). */
  name: string | RegExp
  /** The dialog's accessible description, when it has one. */
  description?: string
  /** The element expected to hold focus right after opening. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement
  /** Runs a labelled step, as the play context's `step` does. */
  step: (label: string, play: () => Promise<void>) => Promise<void> | void
}

/**
 * The WAI-ARIA APG dialog (modal) pattern: the trigger opens it, focus moves inside, Tab
 * and Shift+Tab cycle inside, Escape closes it and focus returns to the trigger. Shared
 * with the flyout's stories. Overlays render into `document.body`, hence `screen`.
 */
export async function expectModalDialog({
  trigger,
  role = 'dialog',
  name,
  description,
  initialFocus,
  step,
}: ModalDialogCheck): Promise<void> {
  let dialog = trigger
  await step('the trigger opens a modal dialog named by its title', async () => {
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(trigger)
    dialog = await screen.findByRole(role, { name })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    if (description) await expect(dialog).toHaveAccessibleDescription(description)
  })

  await step('focus moves inside', async () => {
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    if (initialFocus) await waitFor(() => expect(initialFocus(dialog)).toHaveFocus())
  })

  await step('Tab and Shift+Tab cycle inside the dialog', async () => {
    const tabbables = tabbablesIn(dialog)
    const first = tabbables[0]
    const last = tabbables.at(-1)
    if (!first || !last) throw new Error('The dialog has nothing to focus')
    first.focus()
    for (const expected of [...tabbables.slice(1), first]) {
      await userEvent.tab()
      await expect(expected).toHaveFocus()
    }
    await userEvent.tab({ shift: true })
    await expect(last).toHaveFocus()
  })

  await step('Escape closes it and focus returns to the trigger', async () => {
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole(role)).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })
}

/** Opens the dialog again at the end of a play function, so axe also checks the open state. */
async function reopenForAxe(trigger: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') {
  await userEvent.click(trigger)
  await screen.findByRole(role)
}

function NoteField({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <label style={field}>
      Note for the driver
      <input ref={inputRef} style={input} defaultValue="Leave it by the side door." />
    </label>
  )
}

/** The dialog's parts as an app composes them: trigger, then a portalled backdrop and card. */
function DeliveryNoteDialog({ children, footer }: { children?: ReactNode; footer?: ReactNode }) {
  return (
    <>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Delivery instructions</Dialog.Title>
          <Dialog.Description>Tell the driver where to leave your groceries.</Dialog.Description>
          <Dialog.Body>{children ?? <NoteField />}</Dialog.Body>
          <Dialog.Footer>
            {footer ?? (
              <>
                <Dialog.ActionTrigger asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.ActionTrigger>
                <Dialog.ActionTrigger asChild>
                  <Button>Save</Button>
                </Dialog.ActionTrigger>
              </>
            )}
          </Dialog.Footer>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Positioner>
    </>
  )
}

/** Title, description, a body and footer actions, with the close button in the corner. */
export const Default: Story = {
  tags: ['!visual'],
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Edit delivery instructions</Button>
      </Dialog.Trigger>
      <Portal>
        <DeliveryNoteDialog />
      </Portal>
    </Dialog.Root>
  ),
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit delivery instructions' })
    await expectModalDialog({
      trigger,
      name: 'Delivery instructions',
      description: 'Tell the driver where to leave your groceries.',
      step,
    })
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: true })
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false })

    await step('the close button, named "Close", closes it too', async () => {
      await userEvent.click(trigger)
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await expect(trigger).toHaveFocus()
    })
    await reopenForAxe(trigger)
  },
}

/**
 * `role="alertdialog"` for a destructive confirmation: no close button, and focus starts on
 * the safe choice, Cancel.
 */
export const AlertDialog: Story = {
  tags: ['!visual'],
  args: { role: 'alertdialog' },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button tone="critical" variant="secondary">
          Delete address
        </Button>
      </Dialog.Trigger>
      <Portal>
        <DeleteAddressDialog />
      </Portal>
    </Dialog.Root>
  ),
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete address' })
    await expectModalDialog({
      trigger,
      role: 'alertdialog',
      name: 'Delete this address?',
      initialFocus: (dialog) => within(dialog).getByRole('button', { name: 'Cancel' }),
      step,
    })
    await reopenForAxe(trigger, 'alertdialog')
  },
}

function DeleteAddressDialog() {
  return (
    <>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Delete this address?</Dialog.Title>
          <Dialog.Description>
            12 Orchard Lane will no longer be offered for delivery.
          </Dialog.Description>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.ActionTrigger>
            <Dialog.ActionTrigger asChild>
              <Button tone="critical">Delete</Button>
            </Dialog.ActionTrigger>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </>
  )
}

/** `initialFocusEl` sends focus straight to the field the dialog is about. */
export const InitialFocus: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const noteRef = useRef<HTMLInputElement>(null)
    return (
      <Dialog.Root {...args} initialFocusEl={() => noteRef.current}>
        <Dialog.Trigger asChild>
          <Button variant="secondary">Edit delivery instructions</Button>
        </Dialog.Trigger>
        <Portal>
          <DeliveryNoteDialog>
            <NoteField inputRef={noteRef} />
          </DeliveryNoteDialog>
        </Portal>
      </Dialog.Root>
    )
  },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit delivery instructions' })
    await expectModalDialog({
      trigger,
      name: 'Delivery instructions',
      initialFocus: (dialog) =>
        within(dialog).getByRole('textbox', { name: 'Note for the driver' }),
      step,
    })
  },
}

/** `open` and `onOpenChange` from the caller: Save closes the dialog by setting state. */
export const Controlled: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <Dialog.Root
        {...args}
        open={open}
        onOpenChange={(details) => {
          args.onOpenChange?.(details)
          setOpen(details.open)
        }}
      >
        <Dialog.Trigger asChild>
          <Button variant="secondary">Edit delivery instructions</Button>
        </Dialog.Trigger>
        <Portal>
          <DeliveryNoteDialog footer={<Button onClick={() => setOpen(false)}>Save</Button>} />
        </Portal>
      </Dialog.Root>
    )
  },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit delivery instructions' })
    await step('Save closes it through state; focus returns to the trigger', async () => {
      await userEvent.click(trigger)
      const dialog = await screen.findByRole('dialog', { name: 'Delivery instructions' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(trigger).toHaveFocus())
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1)
    })
    await expectModalDialog({ trigger, name: 'Delivery instructions', step })
  },
}

/**
 * One dialog hands over to another: Delete closes the edit dialog and, in the same update,
 * mounts the confirmation already open. The closing dialog returns focus to its trigger,
 * outside the new one; a modal dialog is not dismissed by focus moving out (its trap brings
 * focus back), only by Escape, a close control or a press outside.
 */
export const HandOver: Story = {
  tags: ['!visual'],
  render: function Render() {
    const [step, setStep] = useState<'closed' | 'editing' | 'confirming'>('closed')
    return (
      <>
        <Dialog.Root
          open={step === 'editing'}
          onOpenChange={({ open }) => setStep(open ? 'editing' : 'closed')}
        >
          <Dialog.Trigger asChild>
            <Button variant="secondary">Edit address</Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Title>Edit address</Dialog.Title>
                <Dialog.Footer>
                  <Button tone="critical" onClick={() => setStep('confirming')}>
                    Delete
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
        {step === 'confirming' ? (
          <Dialog.Root
            role="alertdialog"
            open
            onOpenChange={({ open }) => {
              if (!open) setStep('closed')
            }}
          >
            <Portal>
              <DeleteAddressDialog />
            </Portal>
          </Dialog.Root>
        ) : null}
      </>
    )
  },
  play: async ({ canvas, step }) => {
    await step('Delete in the edit dialog opens the confirmation, which stays open', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }))
      const edit = await screen.findByRole('dialog', { name: 'Edit address' })
      await userEvent.click(within(edit).getByRole('button', { name: 'Delete' }))
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' })
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit address' })).toBeNull())
      // Long enough for the first dialog's focus return and the new one's trap to settle.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(confirm).toBeVisible()
      await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement))
    })
    await step('Cancel closes it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })
  },
}

/**
 * Leaves focus where it is (focusing `<body>` does nothing), so the gallery's open dialogs
 * do not steal focus from each other.
 */
const keepFocus = () => document.body

/** 'Show code' of AllStates: the usage, without the every-banner gallery around it. */
const dialogSource = `<Dialog.Root open={open} onOpenChange={({ open }) => setOpen(open)}>
  <Portal>
    <Dialog.Backdrop />
    <Dialog.Positioner>
      <Dialog.Content>
        <Dialog.Title>Delivery note</Dialog.Title>
        <Dialog.Description>Tell the driver how to find your door.</Dialog.Description>
        <Dialog.Body>{/* the form */}</Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit">Save</Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Positioner>
  </Portal>
</Dialog.Root>`

/**
 * Every state in every banner: the dialog with title, description, body and actions, and
 * the destructive alert dialog. Shown in place (not portalled, not modal) so that the three
 * banners sit side by side.
 */
export const AllStates: Story = {
  parameters: { docs: { source: { code: dialogSource } } },
  tags: ['docs-link'],
  render: () => (
    <AllBanners>
      {() => (
        <div style={{ display: 'grid', gap: 'var(--spacing-4)' }}>
          {(['dialog', 'alertdialog'] as const).map((role) => (
            <div key={role} style={stage}>
              <Dialog.Root
                open
                role={role}
                modal={false}
                trapFocus={false}
                preventScroll={false}
                closeOnInteractOutside={false}
                initialFocusEl={keepFocus}
              >
                {role === 'dialog' ? <DeliveryNoteDialog /> : <DeleteAddressDialog />}
              </Dialog.Root>
            </div>
          ))}
        </div>
      )}
    </AllBanners>
  ),
}

/**
 * `size`: `md` (the default, about 500 px) for messages and confirmations, `lg` (about
 * 650 px) for forms such as the address dialogs. Below the `sm` breakpoint `lg` fills the
 * screen.
 */
export const Sizes: Story = {
  tags: ['docs-link'],
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--spacing-4)' }}>
      {(['md', 'lg'] as const).map((size) => (
        <div key={size} style={stage}>
          <Dialog.Root
            open
            size={size}
            modal={false}
            trapFocus={false}
            preventScroll={false}
            closeOnInteractOutside={false}
            initialFocusEl={keepFocus}
          >
            <DeliveryNoteDialog>
              <p>
                <code>size=&quot;{size}&quot;</code>
              </p>
            </DeliveryNoteDialog>
          </Dialog.Root>
        </div>
      ))}
    </div>
  ),
}

/** Below 480 px the large (address) dialog fills the screen; the default one stays a card. */
export const SizesAt479: Story = { ...Sizes, ...atViewport('phoneMax') }

/** From 480 px both sizes are centred cards. */
export const SizesAt480: Story = { ...Sizes, ...atViewport('phoneL') }
