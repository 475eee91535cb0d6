import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { Menu, type MenuItem } from './menu.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 'var(--spacing-4)' }

const cardActions: readonly MenuItem[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'preferred', label: 'Make Preferred' },
  { value: 'delete', label: 'Delete', tone: 'critical' },
]

const withDisabled: readonly MenuItem[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'preferred', label: 'Make Preferred', disabled: true },
  { value: 'delete', label: 'Delete', tone: 'critical' },
]

const meta = {
  title: 'Components / Overlays / Menu',
  // The id of its first title: links and visual references stay.
  id: 'overlays-menu',
  component: Menu,
  // A props table per part on the docs page, beside Menu's.
  subcomponents: {
    'MenuParts.Root': documentedPart('MenuParts.Root', null, [
      [
        'onSelect',
        '(details: { value: string }) => void',
        'Called with the chosen item; the menu then closes.',
      ],
      [
        'onOpenChange',
        '(details: { open: boolean }) => void',
        'Called when the menu opens or closes.',
      ],
      [
        'positioning',
        '{ placement?: Placement; gutter?: number }',
        'Where the list opens by the trigger.',
        "{ placement: 'bottom-end' }",
      ],
      ['loopFocus', 'boolean', 'Arrow keys wrap from the last item to the first.', 'true'],
      ['lazyMount', 'boolean', 'Mounts the list when the menu first opens.', 'true'],
      ['unmountOnExit', 'boolean', 'Unmounts the list on close.', 'true'],
    ]),
    'MenuParts.Trigger': documentedPart('MenuParts.Trigger', 'button', [
      ['aria-label!', 'string', 'Names the icon button, e.g. Actions for Visa ending in 1234.'],
      ['children', 'ReactNode', 'The button’s content.', 'a three-dot icon'],
      ['disabled', 'boolean', 'The trigger cannot be used.', 'false'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'MenuParts.Positioner': documentedPart('MenuParts.Positioner', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'MenuParts.Content': documentedPart('MenuParts.Content', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'MenuParts.Item': documentedPart('MenuParts.Item', 'div', [
      ['value!', 'string', 'Passed to onSelect; unique within the menu.'],
      ['valueText', 'string', 'The type-ahead text.', 'the text content'],
      ['tone', "'critical'", 'For a destructive command such as deleting a card.'],
      ['disabled', 'boolean', 'Shown but cannot be chosen; arrow keys skip it.', 'false'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
  },
  tags: ['autodocs'],
  args: { label: 'Actions for Visa ending in 1234', items: cardActions, onSelect: fn() },
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The trigger in every banner (closed, and disabled), then one menu opened so the list,
 * with its critical and disabled items, is shown in the banner it was opened from.
 */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <div style={row}>
          <Menu {...args} label={`Actions for the ${banner.name} card`} items={withDisabled} />
          <Menu {...args} label={`Actions for the ${banner.name} disabled card`} disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Hilltop Market banner' }))
    await step('the disabled trigger cannot be used', async () => {
      await expect(
        banner.getByRole('button', { name: 'Actions for the Hilltop Market disabled card' }),
      ).toBeDisabled()
    })
    await step('the portalled list keeps the banner of its trigger', async () => {
      await userEvent.click(
        banner.getByRole('button', { name: 'Actions for the Hilltop Market card' }),
      )
      const menu = await screen.findByRole('menu')
      await expect(menu.closest('[data-banner]')).toHaveAttribute('data-banner', 'hilltop')
      await expect(screen.getByRole('menuitem', { name: 'Make Preferred' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
    })
  },
}

/**
 * WAI-ARIA APG menu button: Enter, Space and ArrowDown open the menu on its first item;
 * arrows move and wrap; type-ahead jumps; Enter chooses and closes; Escape closes; focus
 * returns to the trigger each time.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, step }) => {
    // Asked anew each time: the stand-in gives way to the real trigger on the first intent.
    const trigger = () => canvas.getByRole('button', { name: 'Actions for Visa ending in 1234' })
    const highlighted = () => {
      const menu = screen.getByRole('menu')
      const id = menu.getAttribute('aria-activedescendant')
      return id ? document.getElementById(id) : null
    }
    const expectHighlighted = (name: string) =>
      waitFor(() => expect(highlighted()).toHaveAccessibleName(name), { timeout: 3000 })
    const expectClosed = async () => {
      // Generous timeouts: the machine running the story tests is shared and busy.
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 3000 })
      await waitFor(() => expect(trigger()).toHaveFocus(), { timeout: 3000 })
      await expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    }

    await step('the trigger() is a menu button of at least 24 by 24 px', async () => {
      await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu')
      await expect(trigger()).toHaveAttribute('aria-expanded', 'false')
      const box = trigger().getBoundingClientRect()
      await expect(box.width).toBeGreaterThanOrEqual(24)
      await expect(box.height).toBeGreaterThanOrEqual(24)
    })

    await step('Enter opens the menu on the first item', async () => {
      trigger().focus()
      await userEvent.keyboard('{Enter}')
      const menu = await screen.findByRole('menu', { name: 'Actions for Visa ending in 1234' })
      await expect(trigger()).toHaveAttribute('aria-expanded', 'true')
      await waitFor(() => expect(menu).toHaveFocus(), { timeout: 3000 })
      await expectHighlighted('Edit')
      await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3)
    })

    await step('arrows move and wrap; Home and End jump', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await expectHighlighted('Make Preferred')
      await userEvent.keyboard('{ArrowDown}')
      await expectHighlighted('Delete')
      await userEvent.keyboard('{ArrowDown}')
      await expectHighlighted('Edit')
      await userEvent.keyboard('{ArrowUp}')
      await expectHighlighted('Delete')
      await userEvent.keyboard('{Home}')
      await expectHighlighted('Edit')
      await userEvent.keyboard('{End}')
      await expectHighlighted('Delete')
    })

    await step('type-ahead moves to the item starting with the typed letter', async () => {
      await userEvent.keyboard('m')
      await expectHighlighted('Make Preferred')
    })

    await step('Escape closes without choosing and returns focus', async () => {
      await userEvent.keyboard('{Escape}')
      await expectClosed()
      await expect(args.onSelect).not.toHaveBeenCalled()
    })

    await step('Space opens on the first item too; Enter chooses it', async () => {
      await userEvent.keyboard(' ')
      await screen.findByRole('menu')
      await expectHighlighted('Edit')
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelect).toHaveBeenCalledWith('edit')
      await expectClosed()
    })

    await step('ArrowDown opens on the first item; choosing by pointer works', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await screen.findByRole('menu')
      await expectHighlighted('Edit')
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
      await expect(args.onSelect).toHaveBeenLastCalledWith('delete')
      await expectClosed()
    })

    // Open again at the end, so axe also checks the open menu.
    await userEvent.click(trigger())
    await screen.findByRole('menu')
  },
}

/** A disabled item is skipped by the arrows and cannot be chosen. */
export const DisabledItem: Story = {
  tags: ['!visual'],
  args: { items: withDisabled },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Visa ending in 1234' })
    await step('ArrowDown skips the disabled item', async () => {
      trigger.focus()
      await userEvent.keyboard('{ArrowDown}')
      const menu = await screen.findByRole('menu')
      await waitFor(() => expect(menu).toHaveFocus(), { timeout: 3000 })
      await userEvent.keyboard('{ArrowDown}')
      // The highlight moves on the next render: wait for it rather than read it at once.
      await waitFor(
        () => {
          const id = menu.getAttribute('aria-activedescendant')
          expect(id ? document.getElementById(id) : null).toHaveAccessibleName('Delete')
        },
        { timeout: 3000 },
      )
    })
    await step('a click on it does nothing', async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Make Preferred' }))
      await expect(args.onSelect).not.toHaveBeenCalled()
    })
  },
}
