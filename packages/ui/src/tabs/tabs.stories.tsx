import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart, propRows } from '../storybook/prop-rows.js'
import { Tabs } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-8)' }

const methods = [
  { value: 'pickup', label: 'Pickup', panel: 'Stores near 62704 with pickup today.' },
  { value: 'delivery', label: 'Delivery', panel: 'Delivery to 12 Elm Road from 2 PM.' },
  { value: 'ship', label: 'Ship', panel: 'Pantry items shipped in 3 to 5 days.', disabled: true },
  { value: 'in-store', label: 'In store', panel: 'Shop the aisles at Main St.' },
]

interface ShoppingMethodTabsProps extends Tabs.RootProps {
  /** Names the tab list. */
  listLabel: string
  /** Leave out the sliding indicator; the selected tab then draws its own line. */
  noIndicator?: boolean
}

function ShoppingMethodTabs({ listLabel, noIndicator = false, ...rest }: ShoppingMethodTabsProps) {
  return (
    <Tabs.Root {...rest}>
      <Tabs.List aria-label={listLabel}>
        {methods.map((method) => (
          <Tabs.Trigger key={method.value} value={method.value} disabled={method.disabled}>
            {method.label}
          </Tabs.Trigger>
        ))}
        {noIndicator ? null : <Tabs.Indicator />}
      </Tabs.List>
      {methods.map((method) => (
        <Tabs.Content key={method.value} value={method.value}>
          {method.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

const meta = {
  title: 'Components / Navigation / Tabs',
  // The id of its first title: links and visual references stay.
  id: 'navigation-tabs',
  component: Tabs.Root,
  argTypes: propRows([
    ['value', 'string | null', 'The selected tab, when controlled; pair it with onValueChange.'],
    ['defaultValue', 'string | null', 'The tab selected on first render, when uncontrolled.'],
    [
      'onValueChange',
      '(details: { value: string }) => void',
      'Called when another tab is selected.',
    ],
    [
      'activationMode',
      "'automatic' | 'manual'",
      'Selects a tab on focus, or waits for Enter or Space.',
      "'automatic'",
    ],
    [
      'orientation',
      "'horizontal' | 'vertical'",
      'The arrow keys that move between tabs.',
      "'horizontal'",
    ],
    ['fitted', 'boolean', 'Tabs share the list’s width equally.', 'false'],
    ['lazyMount', 'boolean', 'Mounts a panel when its tab is first selected.', 'false'],
    ['unmountOnExit', 'boolean', 'Unmounts a panel when its tab is left.', 'false'],
  ]),
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'Tabs.List': documentedPart('Tabs.List', 'div', [
      ['aria-label', 'string', 'Names the tablist, e.g. Shopping method.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Tabs.Trigger': documentedPart('Tabs.Trigger', 'button', [
      ['value!', 'string', 'Ties the tab to the Tabs.Content with the same value.'],
      ['disabled', 'boolean', 'The tab cannot be selected; arrow keys skip it.', 'false'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Tabs.Indicator': documentedPart('Tabs.Indicator', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Tabs.Content': documentedPart('Tabs.Content', 'div', [
      ['value!', 'string', 'The Tabs.Trigger this panel belongs to.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
  },
  tags: ['autodocs'],
  args: { defaultValue: 'pickup', onValueChange: fn() },
  render: (args) => <ShoppingMethodTabs {...args} listLabel="Shopping method" />,
} satisfies Meta<typeof Tabs.Root>

export default meta
type Story = StoryObj<typeof meta>

/** 'Show code' of States: the usage, without the every-banner gallery around it. */
const tabsSource = `<Tabs.Root defaultValue="pickup">
  <Tabs.List aria-label="Shopping method">
    <Tabs.Trigger value="pickup">Pickup</Tabs.Trigger>
    <Tabs.Trigger value="delivery">Delivery</Tabs.Trigger>
    <Tabs.Trigger value="instore" disabled>In Store</Tabs.Trigger>
    <Tabs.Indicator />
  </Tabs.List>
  <Tabs.Content value="pickup">{/* pickup panel */}</Tabs.Content>
  <Tabs.Content value="delivery">{/* delivery panel */}</Tabs.Content>
  <Tabs.Content value="instore">{/* in-store panel */}</Tabs.Content>
</Tabs.Root>`

/**
 * Every state, in every banner: selected, unselected and disabled tabs, with the sliding
 * indicator, and fitted tabs that draw their own line.
 */
export const States: Story = {
  parameters: { docs: { source: { code: tabsSource } } },
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <div style={stack}>
          <ShoppingMethodTabs {...args} listLabel={`${banner.name} shopping method`} />
          <ShoppingMethodTabs
            {...args}
            defaultValue="delivery"
            fitted
            noIndicator
            listLabel={`${banner.name} shopping method, fitted`}
          />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('tablist', { name: 'Greenleaf Grocers shopping method' })
    await step('each state is exposed to assistive technology', async () => {
      const tabs = within(list)
      await expect(tabs.getByRole('tab', { name: 'Pickup' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(tabs.getByRole('tab', { name: 'Delivery' })).toHaveAttribute(
        'aria-selected',
        'false',
      )
      await expect(tabs.getByRole('tab', { name: 'Ship' })).toBeDisabled()
    })
    await step('each tab is at least 24 by 24 px', async () => {
      for (const tab of within(list).getAllByRole('tab')) {
        const { width, height } = tab.getBoundingClientRect()
        await expect(width).toBeGreaterThanOrEqual(24)
        await expect(height).toBeGreaterThanOrEqual(24)
      }
    })
  },
}

/**
 * WAI-ARIA APG tabs with automatic activation: Tab reaches the selected tab, arrow keys
 * move, select and wrap (skipping the disabled tab), Home and End jump, Tab moves into
 * the panel.
 */
export const Interaction: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name })
    /** The tab has focus and is selected, and its panel is the one shown. */
    const expectSelected = async (name: string) => {
      // The panel follows the selected tab on the next render.
      await waitFor(() => expect(tab(name)).toHaveFocus())
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true')
      await waitFor(() =>
        expect(canvas.getByRole('tabpanel')).toHaveAttribute(
          'id',
          tab(name).getAttribute('aria-controls'),
        ),
      )
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(name)
    }

    await step('Tab reaches the selected tab only', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expectSelected('Pickup')
      await expect(getComputedStyle(tab('Pickup')).outlineStyle).toBe('solid')
      await expect(tab('Delivery')).toHaveAttribute('tabindex', '-1')
    })
    await step('arrow keys move and select, skipping the disabled tab, and wrap', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expectSelected('Delivery')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'delivery' })
      await userEvent.keyboard('{ArrowRight}')
      await expectSelected('In store')
      await userEvent.keyboard('{ArrowRight}')
      await expectSelected('Pickup')
      await userEvent.keyboard('{ArrowLeft}')
      await expectSelected('In store')
    })
    await step('Home and End jump to the first and last tab', async () => {
      await userEvent.keyboard('{Home}')
      await expectSelected('Pickup')
      await userEvent.keyboard('{End}')
      await expectSelected('In store')
    })
    await step('Tab moves into the panel', async () => {
      await userEvent.tab()
      await expect(canvas.getByRole('tabpanel')).toHaveFocus()
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Shop the aisles at Main St.')
    })
    await step('a click selects a tab', async () => {
      await userEvent.click(tab('Delivery'))
      await expect(tab('Delivery')).toHaveAttribute('aria-selected', 'true')
      await waitFor(() =>
        expect(canvas.getByRole('tabpanel')).toHaveTextContent('Delivery to 12 Elm Road'),
      )
    })
  },
}
