import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/index.js'
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

/** An open tooltip (a show-once tooltip on first render) beside a closed one, in every banner. */
export const States: Story = {
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
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(3))
  },
}

/**
 * WAI-ARIA tooltip: focus opens it and the trigger is described by it; Escape closes it;
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

/** `showOnceKey` with an injected storage: it opens by itself the first time only. */
export const ShowOnce: Story = {
  tags: ['!visual'],
  args: { onShownOnce: fn() },
  // A fresh record before each render, as for a new user.
  beforeEach: () => {
    storage.entries.clear()
  },
  render: (args) => <ShowOnceDemo onShownOnce={args.onShownOnce ?? (() => {})} />,
  play: async ({ args, canvas, step }) => {
    await step('on first render it is open and the app is told', async () => {
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(note)
      await expect(args.onShownOnce).toHaveBeenCalledWith('delivery-note:user-1')
      await expect(storage.entries.get('delivery-note:user-1')).toBe('shown')
    })
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })
    await step('on a later visit it stays closed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Visit again' }))
      await expect(canvas.getByRole('button', { name: 'Delivery info' })).toBeVisible()
      await expect(screen.queryByRole('tooltip')).toBeNull()
      await expect(args.onShownOnce).toHaveBeenCalledTimes(1)
    })
  },
}
