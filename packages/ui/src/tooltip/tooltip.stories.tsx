import { Portal } from '@ark-ui/react/portal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useRef, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/index.js'
import { Dialog } from '../dialog/index.js'
import { IconButton } from '../icon-button/index.js'
import { InfoIcon } from '../icons/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { Tooltip } from './tooltip.js'
import type { TooltipShowOnceStorage } from './tooltip-show-once.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stage: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 'var(--spacing-6)',
  minHeight: '9rem',
}

const note = 'Delivered by our associates in refrigerated trucks.'

const meta = {
  title: 'Components / Overlays / Tooltip',
  // The id of its first title: links and visual references stay.
  id: 'overlays-tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: note,
    children: <Button variant="secondary">Delivery info</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/**
 * On arrival every tooltip is closed, a show-once one too (`showOnceKey` with no record):
 * only hover or focus opens one, and only then does its code load. In every banner.
 */
export const ClosedOnArrival: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stage}>
          <Tooltip content={note} placement="bottom-start" showOnceKey="delivery" shown={false}>
            <IconButton label="About delivery" variant="outline">
              <InfoIcon />
            </IconButton>
          </Tooltip>
          <Tooltip content={note}>
            <IconButton label="About pickup" variant="outline">
              <InfoIcon />
            </IconButton>
          </Tooltip>
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas }) => {
    const triggers = canvas.getAllByRole('button', { name: /^About / })
    await expect(triggers).not.toHaveLength(0)
    // Past the open delay: still nothing open.
    await new Promise((resolve) => setTimeout(resolve, 600))
    await expect(screen.queryByRole('tooltip')).toBeNull()
    // Nothing of Ark's is there before a hover or focus: the machine has not loaded.
    for (const trigger of triggers) await expect(trigger).not.toHaveAttribute('data-scope')
  },
}

/**
 * WAI-ARIA tooltip: focus opens it and the trigger is described by it (the first focus
 * also loads its code, and the tooltip opens when it has arrived); Escape closes it;
 * hovering opens it after the delay and leaving closes it.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery info' })
    await step('Tab focuses the trigger and opens the tooltip, which describes it', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(trigger).toHaveFocus()
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(note)
      await expect(trigger).toHaveAccessibleDescription(note)
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true })
    })
    await step('Escape closes it and focus stays on the trigger', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
      await expect(trigger).toHaveFocus()
    })
    await step('hover opens it after the delay; leaving closes it', async () => {
      trigger.blur()
      await userEvent.hover(trigger)
      await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible()
      await userEvent.unhover(trigger)
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })
  },
}

/**
 * A pointer that passes over the trigger and leaves before the open delay opens nothing,
 * on the first hover too (while its code loads) as on later ones.
 */
export const PassingPointer: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery info' })
    for (const pass of [1, 2]) {
      await userEvent.hover(trigger)
      await userEvent.unhover(trigger)
      await new Promise((resolve) => setTimeout(resolve, 600))
      await expect(screen.queryByRole('tooltip'), `pass ${pass}`).toBeNull()
      await expect(args.onOpenChange, `pass ${pass}`).not.toHaveBeenCalledWith({ open: true })
    }
    await userEvent.hover(trigger)
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible()
  },
}

/** An in-memory stand-in for the app's storage. */
function memoryStorage(): TooltipShowOnceStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
  }
}

const storage = memoryStorage()

/** Mounts the tooltip again on demand, as a later visit would. */
function ShowOnceDemo({ onShownOnce }: { onShownOnce: (key: string) => void }) {
  const [visit, setVisit] = useState(1)
  return (
    <div style={stage}>
      <Tooltip
        key={visit}
        content={note}
        placement="bottom"
        showOnceKey="delivery-note:user-1"
        storage={storage}
        onShownOnce={onShownOnce}
      >
        <Button variant="secondary">Delivery info</Button>
      </Tooltip>
      <Button variant="plain" onClick={() => setVisit((n) => n + 1)}>
        Visit again
      </Button>
    </div>
  )
}

/**
 * `showOnceKey` with an injected storage: never open on arrival; the first opening (by focus
 * here) writes the record and tells the app, once.
 */
export const ShowOnce: Story = {
  tags: ['!visual'],
  args: { onShownOnce: fn() },
  // A fresh record before each render, as for a new user.
  beforeEach: () => {
    storage.entries.clear()
  },
  render: (args) => <ShowOnceDemo onShownOnce={args.onShownOnce ?? (() => {})} />,
  play: async ({ args, canvas, step }) => {
    const trigger = () => canvas.getByRole('button', { name: 'Delivery info' })
    await step('on arrival it is closed and nothing is recorded', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await expect(screen.queryByRole('tooltip')).toBeNull()
      await expect(storage.entries.size).toBe(0)
      await expect(args.onShownOnce).not.toHaveBeenCalled()
    })
    await step('focus opens it; the first showing is recorded', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(trigger()).toHaveFocus()
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(note)
      await expect(args.onShownOnce).toHaveBeenCalledWith('delivery-note:user-1')
      await expect(storage.entries.get('delivery-note:user-1')).toBe('shown')
    })
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })
    await step(
      'on a later visit it is closed, still opens on focus, and is not recorded again',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Visit again' }))
        await expect(trigger()).toBeVisible()
        await expect(screen.queryByRole('tooltip')).toBeNull()
        await userEvent.tab({ shift: true })
        await expect(trigger()).toHaveFocus()
        await expect(await screen.findByRole('tooltip')).toHaveTextContent(note)
        await expect(args.onShownOnce).toHaveBeenCalledTimes(1)
      },
    )
  },
}

/**
 * Whether the topmost element painted at the centre of `element`'s box is inside it. Hit
 * tests skip layers without pointer events (a tooltip; the page under a modal), so every
 * element takes them for the probe: the answer is the painting order alone.
 */
function isOnTop(element: HTMLElement): boolean {
  const probe = document.createElement('style')
  probe.textContent = '* { pointer-events: auto !important; }'
  document.head.append(probe)
  const box = element.getBoundingClientRect()
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
  probe.remove()
  return hit !== null && element.contains(hit)
}

/** A page control's tooltip and a dialog that holds another. */
function LayeringDemo() {
  const [open, setOpen] = useState(false)
  const close = useRef<HTMLButtonElement>(null)
  return (
    <div style={stage}>
      <Tooltip content={note} placement="bottom-start">
        <Button variant="secondary">Delivery info</Button>
      </Tooltip>
      <Button variant="plain" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        // Not the Fees button: focus there would open its tooltip, closing the page's one.
        initialFocusEl={() => close.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Title>Delivery options</Dialog.Title>
              <Dialog.Body>
                <Tooltip content="Fees are shown per time slot." placement="bottom-start">
                  <Button variant="secondary">Fees</Button>
                </Tooltip>
              </Dialog.Body>
              <Dialog.CloseTrigger ref={close} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </div>
  )
}

/**
 * Layering: a tooltip of the page is never drawn above a modal's backdrop, and a tooltip
 * inside the dialog is drawn above the dialog.
 */
export const Layering: Story = {
  tags: ['!visual'],
  render: () => <LayeringDemo />,
  play: async ({ canvas, step }) => {
    let pageLayer = Number.NaN
    await step('a page tooltip, open on hover, is on top of the page', async () => {
      await userEvent.hover(canvas.getByRole('button', { name: 'Delivery info' }))
      const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 })
      await waitFor(() => expect(isOnTop(tooltip)).toBe(true))
      // The positioner is the layer: Ark copies the content's z-index onto it.
      const positioner = tooltip.parentElement
      if (!positioner) throw new Error('expected the tooltip positioner')
      // Ark copies it once the content has mounted: wait for a number, not 'auto'.
      await waitFor(() => {
        pageLayer = Number(getComputedStyle(positioner).zIndex)
        expect(Number.isFinite(pageLayer)).toBe(true)
      })
    })
    await step(
      'a modal opens: its backdrop is a higher layer, nothing of it shows above',
      async () => {
        // A click without moving the pointer: the hover that opened the tooltip stays.
        canvas.getByRole('button', { name: 'Open dialog' }).click()
        const dialog = await screen.findByRole('dialog', { name: 'Delivery options' })
        await waitFor(() => expect(dialog).toBeVisible())
        const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]')
        if (!(backdrop instanceof HTMLElement)) throw new Error('expected the dialog backdrop')
        await expect(pageLayer).toBeLessThan(Number(getComputedStyle(backdrop).zIndex))
        const tooltip = screen.queryByText(note)
        if (tooltip) await expect(isOnTop(tooltip)).toBe(false)
      },
    )
    await step('a tooltip inside the dialog is drawn above the dialog', async () => {
      const dialog = screen.getByRole('dialog', { name: 'Delivery options' })
      await userEvent.hover(within(dialog).getByRole('button', { name: 'Fees' }))
      const inner = await screen.findByText('Fees are shown per time slot.', {}, { timeout: 2000 })
      await waitFor(() => expect(isOnTop(inner)).toBe(true))
      await userEvent.keyboard('{Escape}')
    })
  },
}
