import { Portal } from '@ark-ui/react/portal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/index.js'
import { expectModalDialog } from '../dialog/dialog.stories.js'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { dialogRootArgTypes } from '../storybook/dialog-root-arg-types.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { Flyout } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them), so layout here uses
// inline styles on the kit's token variables rather than `css()`.
const list: CSSProperties = { display: 'grid', gap: 'var(--spacing-2)', margin: 0, padding: 0 }
const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--spacing-3)',
  padding: 'var(--spacing-3)',
  border: 'var(--border-widths-thin) solid var(--colors-border-default)',
  borderRadius: 'var(--radii-card)',
}
/**
 * A box that holds an open flyout in place of the viewport: `contain: paint` makes it the
 * containing block of the flyout's fixed layers, so one story can show every banner.
 */
const stage: CSSProperties = {
  position: 'relative',
  height: '34rem',
  contain: 'layout paint',
  borderRadius: 'var(--radii-card)',
  background: 'var(--colors-bg-subtle)',
}

const cards = Array.from({ length: 14 }, (_, index) => ({
  id: index,
  label: `Visa ${String(4000 + index * 137).slice(-4)}`,
}))

const meta = {
  title: 'Components / Overlays / Flyout',
  // The id of its first title: links and visual references stay.
  id: 'overlays-flyout',
  component: Flyout.Root,
  argTypes: dialogRootArgTypes,
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'Flyout.Trigger': documentedPart('Flyout.Trigger', 'button', [
      ['children', 'ReactNode', 'Opens the flyout; focus returns here on close.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.Backdrop': documentedPart('Flyout.Backdrop', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.Positioner': documentedPart('Flyout.Positioner', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.Content': documentedPart('Flyout.Content', 'div', [
      ['aria-label', 'string', 'Names the flyout when it has no Flyout.Title.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.Header': documentedPart('Flyout.Header', 'div', [
      [
        'children',
        'ReactNode',
        'The top row: Flyout.BackTrigger, Flyout.Title, Flyout.CloseTrigger.',
      ],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.BackTrigger': documentedPart('Flyout.BackTrigger', 'button', [
      ['label', 'string', 'Accessible name of the back arrow.', "'Back'"],
      ['type', "'button' | 'submit' | 'reset'", 'The button type.', "'button'"],
    ]),
    'Flyout.Title': documentedPart('Flyout.Title', 'h2', [
      ['children', 'ReactNode', 'The heading; it names the flyout.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.Description': documentedPart('Flyout.Description', 'p', [
      ['children', 'ReactNode', 'Read with the flyout (aria-describedby).'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.CloseTrigger': documentedPart('Flyout.CloseTrigger', 'button', [
      ['label', 'string', 'Accessible name of the close icon button.', "'Close'"],
    ]),
    'Flyout.Body': documentedPart('Flyout.Body', 'div', [
      ['children', 'ReactNode', 'The scrolling content.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.Footer': documentedPart('Flyout.Footer', 'div', [
      ['children', 'ReactNode', 'The actions, at the end.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Flyout.ActionTrigger': documentedPart('Flyout.ActionTrigger', 'button', [
      [
        'children',
        'ReactNode',
        'A button that closes the flyout, e.g. Cancel; usually with asChild around a Button.',
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
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Flyout.Root>

export default meta
type Story = StoryObj<typeof meta>

const onBack = fn()

interface WalletPanelProps {
  /** Called by the header's Back button. */
  onBack?: () => void
}

/** Header with a Back button, a long list that scrolls, and the footer's actions. */
function WalletPanel({ onBack }: WalletPanelProps) {
  return (
    <>
      <Flyout.Backdrop />
      <Flyout.Positioner>
        <Flyout.Content>
          <Flyout.Header>
            <Flyout.BackTrigger onClick={onBack} />
            <Flyout.Title>Payment methods</Flyout.Title>
            <Flyout.CloseTrigger />
          </Flyout.Header>
          <Flyout.Body>
            <Flyout.Description>Choose the card to pay for this order with.</Flyout.Description>
            <ul style={list}>
              {cards.map((card) => (
                <li key={card.id} style={row}>
                  {card.label}
                  <Button size="sm" variant="plain">
                    {`Use ${card.label}`}
                  </Button>
                </li>
              ))}
            </ul>
          </Flyout.Body>
          <Flyout.Footer>
            <Flyout.ActionTrigger asChild>
              <Button variant="secondary">Cancel</Button>
            </Flyout.ActionTrigger>
            <Flyout.ActionTrigger asChild>
              <Button>Done</Button>
            </Flyout.ActionTrigger>
          </Flyout.Footer>
        </Flyout.Content>
      </Flyout.Positioner>
    </>
  )
}

/**
 * The wallet-style drawer: Back button, title and close button in the header, a body that
 * scrolls on its own and a footer that stays in view. Same dialog semantics as `Dialog`.
 */
export const Default: Story = {
  tags: ['!visual'],
  args: {},
  render: (args) => (
    <Flyout.Root {...args}>
      <Flyout.Trigger asChild>
        <Button variant="secondary">Payment methods</Button>
      </Flyout.Trigger>
      <Portal>
        <WalletPanel onBack={onBack} />
      </Portal>
    </Flyout.Root>
  ),
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Payment methods' })
    onBack.mockClear()
    await expectModalDialog({
      trigger,
      name: 'Payment methods',
      description: 'Choose the card to pay for this order with.',
      initialFocus: (dialog) => within(dialog).getByRole('button', { name: 'Back' }),
      step,
    })

    await userEvent.click(trigger)
    const flyout = await screen.findByRole('dialog', { name: 'Payment methods' })
    await step('it fills the end edge: full width below 480 px, 28rem above', async () => {
      const box = flyout.getBoundingClientRect()
      const viewport = document.documentElement.clientWidth
      const wide = window.matchMedia('(min-width: 30rem)').matches
      await expect(Math.round(box.right)).toBe(viewport)
      await expect(Math.round(box.width)).toBe(wide ? 448 : viewport)
      await expect(Math.round(box.height)).toBe(window.innerHeight)
    })
    await step('the body scrolls while header and footer stay in view', async () => {
      const body = within(flyout).getByRole('list').parentElement as HTMLElement
      await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)
      const done = within(flyout).getByRole('button', { name: 'Done' })
      await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
    })
    await step('Back calls the caller and keeps the flyout open', async () => {
      await userEvent.click(within(flyout).getByRole('button', { name: 'Back' }))
      await expect(onBack).toHaveBeenCalledTimes(1)
      await expect(flyout).toBeVisible()
    })
    await step('Done closes it and focus returns to the trigger', async () => {
      await userEvent.click(within(flyout).getByRole('button', { name: 'Done' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(trigger).toHaveFocus())
    })
    // Open again, so that axe also checks the open flyout.
    await userEvent.click(trigger)
    await screen.findByRole('dialog')
  },
}

/** Leaves focus where it is (focusing `<body>` does nothing), so the gallery does not steal it. */
const keepFocus = () => document.body

/** 'Show code' of AllStates: the usage, without the every-banner gallery around it. */
const flyoutSource = `<Flyout.Root open={open} onOpenChange={({ open }) => setOpen(open)}>
  <Portal>
    <Flyout.Backdrop />
    <Flyout.Positioner>
      <Flyout.Content>
        <Flyout.Header>
          <Flyout.Title>Payment Methods</Flyout.Title>
          <Flyout.CloseTrigger />
        </Flyout.Header>
        <Flyout.Body>{/* the cards */}</Flyout.Body>
        <Flyout.Footer>{/* the actions */}</Flyout.Footer>
      </Flyout.Content>
    </Flyout.Positioner>
  </Portal>
</Flyout.Root>`

/**
 * The flyout in every banner: Back button, long scrolling body and footer. Shown in place
 * (not portalled, not modal) so that the three banners sit side by side.
 */
export const AllStates: Story = {
  parameters: { docs: { source: { code: flyoutSource } } },
  tags: ['docs-link'],
  render: () => (
    <AllBanners>
      {() => (
        <div style={stage}>
          <Flyout.Root
            open
            modal={false}
            trapFocus={false}
            preventScroll={false}
            closeOnInteractOutside={false}
            initialFocusEl={keepFocus}
          >
            <WalletPanel />
          </Flyout.Root>
        </div>
      )}
    </AllBanners>
  ),
}

/** On a phone the flyout takes the whole screen (wallet-flyout.md §2). */
export const PhoneAt479: Story = { ...AllStates, ...atViewport('phoneMax') }
