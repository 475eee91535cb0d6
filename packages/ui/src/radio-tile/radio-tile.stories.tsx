import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { RadioTile, RadioTileGroup, type RadioTileGroupProps, type RadioTileItem } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-8)' }

const methods: RadioTileItem[] = [
  { value: 'pickup', title: 'Pickup', description: 'Ready at Main St. in 2 hours', price: 'Free' },
  {
    value: 'delivery',
    title: 'Delivery',
    description: 'To 12 Elm Road, as soon as today',
    price: '$9.95',
  },
  {
    value: 'ship',
    title: 'Ship to home',
    description: 'Pantry items in 3 to 5 days',
    price: '$5.95',
    disabled: true,
    disabledReason: 'Not available for this address',
  },
  { value: 'in-store', title: 'In store', description: 'Shop the aisles yourself' },
]

const addresses: RadioTileItem[] = [
  { value: 'home', title: 'Home', description: '12 Elm Road, Springfield, IL 62704' },
  { value: 'work', title: 'Work', description: '400 Market St., Springfield, IL 62701' },
]

const meta = {
  title: 'Components / Forms / Radio Tile',
  // The id of its first title: links and visual references stay.
  id: 'forms-radio-tile',
  component: RadioTileGroup,
  // A props table per part on the docs page, beside RadioTileGroup's.
  subcomponents: {
    'RadioTile.Root': documentedPart('RadioTile.Root', 'div', [
      [
        'value',
        'string | null',
        'The selected value, when controlled; pair it with onValueChange.',
      ],
      [
        'defaultValue',
        'string | null',
        'The selected value on first render, when uncontrolled.',
        'null',
      ],
      [
        'onValueChange',
        '(details: { value: string | null }) => void',
        'Called when the shopper selects a tile.',
      ],
      [
        'layout',
        "'stack' | 'grid'",
        'One tile per row, or two columns once the group is 36rem wide.',
        "'stack'",
      ],
      ['name', 'string', 'Form field name of the radios.', 'derived from the id'],
      ['disabled', 'boolean', 'Every tile is disabled.', 'false'],
      ['required', 'boolean', 'A tile must be selected to submit the form.', 'false'],
      ['id', 'string', 'Id of the group; the parts derive theirs from it.', 'a generated id'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioTile.Label': documentedPart('RadioTile.Label', 'span', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioTile.Items': documentedPart('RadioTile.Items', 'div'),
    'RadioTile.Item': documentedPart('RadioTile.Item', 'div', [
      ['value!', 'string', 'Identifies the choice; reported by onValueChange.'],
      ['disabled', 'boolean', 'The choice cannot be selected; arrow keys skip it.', 'false'],
    ]),
    'RadioTile.ItemRadio': documentedPart('RadioTile.ItemRadio', 'label', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioTile.ItemControl': documentedPart('RadioTile.ItemControl', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioTile.ItemBody': documentedPart('RadioTile.ItemBody', 'span'),
    'RadioTile.ItemText': documentedPart('RadioTile.ItemText', 'span', [
      [
        'children',
        'ReactNode',
        'The title; it names the radio and, after its own text, the Edit button.',
      ],
    ]),
    'RadioTile.ItemDescription': documentedPart('RadioTile.ItemDescription', 'span', [
      ['children', 'ReactNode', 'Read with the radio (aria-describedby), first.'],
    ]),
    'RadioTile.ItemPrice': documentedPart('RadioTile.ItemPrice', 'span', [
      ['children', 'ReactNode', 'Read with the radio, after the description.'],
    ]),
    'RadioTile.ItemDisabledReason': documentedPart('RadioTile.ItemDisabledReason', 'span', [
      ['children', 'ReactNode', 'Why the choice is disabled; read with the radio, last.'],
    ]),
    'RadioTile.ItemHiddenInput': documentedPart('RadioTile.ItemHiddenInput', 'input', [
      [
        'aria-describedby',
        'string',
        'Replaces the ids of the item’s description, price and reason.',
        'those ids',
      ],
    ]),
    'RadioTile.ItemEditTrigger': documentedPart('RadioTile.ItemEditTrigger', 'button', [
      [
        'onClick',
        '(event: MouseEvent) => void',
        'Opens the editing of this tile; leaves the selection as it is.',
      ],
      [
        'children',
        'ReactNode',
        'The visible text, e.g. Edit; the tile’s title is added to the name.',
      ],
    ]),
  },
  tags: ['autodocs'],
  args: { label: 'Shopping method', items: methods, onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['stack', 'grid'] } },
} satisfies Meta<typeof RadioTileGroup>

export default meta
type Story = StoryObj<typeof meta>
type Context = StoryContext<RadioTileGroupProps>

/**
 * Every state, in every banner: unselected, selected, priced, disabled with its reason,
 * and tiles with an Edit action in the grid layout.
 */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <RadioTileGroup {...args} defaultValue="delivery" />
          <RadioTileGroup
            label="Current Address"
            items={addresses}
            defaultValue="home"
            layout="grid"
            onEdit={fn()}
          />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each state is exposed to assistive technology', async () => {
      const group = banner.getByRole('radiogroup', { name: 'Shopping method' })
      const tiles = within(group)
      await expect(tiles.getByRole('radio', { name: 'Pickup' })).not.toBeChecked()
      await expect(tiles.getByRole('radio', { name: 'Pickup' })).toHaveAccessibleDescription(
        'Ready at Main St. in 2 hours Free',
      )
      await expect(tiles.getByRole('radio', { name: 'Delivery' })).toBeChecked()
      const ship = tiles.getByRole('radio', { name: 'Ship to home' })
      await expect(ship).toBeDisabled()
      await expect(ship).toHaveAccessibleDescription(
        'Pantry items in 3 to 5 days $5.95 Not available for this address',
      )
    })
    await step(
      'each Edit button is named after its tile and sits outside the radio label',
      async () => {
        const group = banner.getByRole('radiogroup', { name: 'Current Address' })
        for (const name of ['Home', 'Work']) {
          const edit = within(group).getByRole('button', { name: `Edit ${name}` })
          await expect(edit.closest('label')).toBeNull()
          await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
        }
      },
    )
  },
}

function blurActive() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}

function radio({ canvas }: Context, name: string) {
  return canvas.getByRole('radio', { name })
}

/**
 * WAI-ARIA APG radio group: Tab enters on the first radio when none is checked, Space
 * selects, arrow keys move and select and skip the disabled tile, and Tab comes back to
 * the checked radio.
 */
export const Interaction: Story = {
  play: async (context) => {
    const { args, canvas, step, userEvent } = context
    const pickup = radio(context, 'Pickup')
    const delivery = radio(context, 'Delivery')
    const inStore = radio(context, 'In store')

    await step(
      'Tab enters the group on the first radio, with the focus ring on its tile',
      async () => {
        blurActive()
        await userEvent.tab()
        await expect(pickup).toHaveFocus()
        const tile = pickup.closest('label')?.parentElement as HTMLElement
        await expect(tile).toHaveAttribute('data-focus-visible')
        await expect(getComputedStyle(tile).outlineStyle).toBe('solid')
      },
    )
    await step('Space selects the focused tile', async () => {
      await userEvent.keyboard(' ')
      await expect(pickup).toBeChecked()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'pickup' })
    })
    await step('arrow keys move and select, skipping the disabled tile', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await expect(delivery).toHaveFocus()
      await expect(delivery).toBeChecked()
      await userEvent.keyboard('{ArrowDown}')
      await expect(inStore).toHaveFocus()
      await expect(inStore).toBeChecked()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'in-store' })
      await userEvent.keyboard('{ArrowUp}')
      await expect(delivery).toHaveFocus()
      await expect(delivery).toBeChecked()
    })
    await step('Tab leaves the group; coming back lands on the checked radio', async () => {
      await userEvent.tab()
      await expect(canvas.queryAllByRole('radio')).not.toContain(document.activeElement)
      await userEvent.tab({ shift: true })
      await expect(delivery).toHaveFocus()
    })
    await step('a click on the tile selects it; the tile is at least 24 px high', async () => {
      await userEvent.click(canvas.getByText('Pickup'))
      await expect(pickup).toBeChecked()
      const tile = pickup.closest('label')?.getBoundingClientRect()
      await expect(tile?.height).toBeGreaterThanOrEqual(24)
    })
  },
}

/** The Edit button reports its tile's value and leaves the selection as it is. */
export const EditAction: Story = {
  tags: ['!visual'],
  args: {
    label: 'Other Addresses',
    items: addresses,
    defaultValue: 'home',
    onEdit: fn(),
  },
  play: async ({ args, canvas, step, userEvent }) => {
    const home = canvas.getByRole('radio', { name: 'Home' })
    await step('Tab goes from the checked radio to its Edit button', async () => {
      blurActive()
      await userEvent.tab()
      await expect(home).toHaveFocus()
      await userEvent.tab()
      await expect(canvas.getByRole('button', { name: 'Edit Home' })).toHaveFocus()
    })
    await step('Enter on an Edit button reports its value without selecting it', async () => {
      canvas.getByRole('button', { name: 'Edit Work' }).focus()
      await userEvent.keyboard('{Enter}')
      await expect(args.onEdit).toHaveBeenCalledWith('work')
      await expect(home).toBeChecked()
      await expect(args.onValueChange).not.toHaveBeenCalled()
    })
  },
}

/**
 * The parts `RadioTileGroup` is built on, for a tile the `items` data cannot describe: the
 * same markup, keyboard and descriptions.
 */
export const Parts: Story = {
  tags: ['!visual'],
  render: () => (
    <RadioTile.Root defaultValue="home" layout="grid">
      <RadioTile.Label>Current Address</RadioTile.Label>
      <RadioTile.Items>
        {addresses.map((address) => (
          <RadioTile.Item key={address.value} value={address.value}>
            <RadioTile.ItemRadio>
              <RadioTile.ItemControl />
              <RadioTile.ItemBody>
                <RadioTile.ItemText>{address.title}</RadioTile.ItemText>
                <RadioTile.ItemDescription>{address.description}</RadioTile.ItemDescription>
              </RadioTile.ItemBody>
              <RadioTile.ItemHiddenInput />
            </RadioTile.ItemRadio>
            <RadioTile.ItemEditTrigger>Edit</RadioTile.ItemEditTrigger>
          </RadioTile.Item>
        ))}
      </RadioTile.Items>
    </RadioTile.Root>
  ),
  play: async ({ canvas }) => {
    const home = canvas.getByRole('radio', { name: 'Home' })
    await expect(home).toBeChecked()
    await expect(home).toHaveAccessibleDescription('12 Elm Road, Springfield, IL 62704')
    await expect(canvas.getByRole('button', { name: 'Edit Work' })).toBeVisible()
  },
}
