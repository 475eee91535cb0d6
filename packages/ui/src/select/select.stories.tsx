import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Field } from '../field/index.js'
import { Portal } from '../index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart, type PropRow } from '../storybook/prop-rows.js'
import { Select, type SelectItem } from './select.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

// 50 states, DC and 13 provinces and territories: the long list the address form uses.
const regions: readonly SelectItem[] = (
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|' +
  'DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|' +
  'IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|' +
  'MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|' +
  'NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|' +
  'NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|' +
  'RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|' +
  'VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|' +
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|' +
  'NT Northwest Territories|NS Nova Scotia|NU Nunavut|ON Ontario|PE Prince Edward Island|' +
  'QC Quebec|SK Saskatchewan|YT Yukon'
)
  .split('|')
  .map((entry) => ({ value: entry.slice(0, 2), label: entry.slice(3) }))

const slots: readonly SelectItem[] = [
  { value: 'morning', label: 'Morning, 8 to 11 am' },
  { value: 'midday', label: 'Midday, 11 am to 2 pm', disabled: true },
  { value: 'evening', label: 'Evening, 5 to 8 pm' },
]

const asChild: PropRow = [
  'asChild',
  'boolean',
  'Renders its child element in place of its own, with the part’s props.',
  'false',
]

const meta = {
  title: 'Components / Forms / Select',
  // The id of its first title: links and visual references stay.
  id: 'forms-select',
  component: Select,
  // A props table per part on the docs page, beside Select's.
  subcomponents: {
    'Select.Root': documentedPart('Select.Root', 'div', [
      ['items!', 'readonly SelectItem[]', 'The options; each Select.Item takes one of them.'],
      ['value', 'string | null', 'The chosen value, when controlled; pair it with onValueChange.'],
      ['defaultValue', 'string', 'The initially chosen value, when uncontrolled.'],
      [
        'onValueChange',
        '(details: { value: string | null; item: SelectItem | null }) => void',
        'Called when the shopper picks an option.',
      ],
      ['name', 'string', 'Form field name, submitted through Select.HiddenSelect.'],
      ['autoComplete', 'string', 'Autofill token for Select.HiddenSelect, e.g. address-level1.'],
      [
        'positioning',
        '{ placement?: Placement; sameWidth?: boolean }',
        'Where the list opens by the trigger.',
        '{ sameWidth: true }',
      ],
      ['lazyMount', 'boolean', 'Mounts the list when it first opens.', 'true'],
      ['unmountOnExit', 'boolean', 'Unmounts the list on close.', 'true'],
      asChild,
    ]),
    'Select.Control': documentedPart('Select.Control', 'div', [asChild]),
    'Select.Trigger': documentedPart('Select.Trigger', 'button', [
      [
        'aria-describedby',
        'string',
        'Replaces the ids of the field’s helper and error texts.',
        'those ids',
      ],
      asChild,
    ]),
    'Select.ValueText': documentedPart('Select.ValueText', 'span', [
      ['placeholder', 'string', 'Shown while nothing is chosen.'],
    ]),
    'Select.Indicator': documentedPart('Select.Indicator', 'div', [
      ['children', 'ReactNode', 'The mark, turned while the list is open.', 'a chevron'],
    ]),
    'Select.Positioner': documentedPart('Select.Positioner', 'div', [asChild]),
    'Select.Content': documentedPart('Select.Content', 'div', [asChild]),
    'Select.ItemGroup': documentedPart('Select.ItemGroup', 'div', [asChild]),
    'Select.ItemGroupLabel': documentedPart('Select.ItemGroupLabel', 'div', [
      ['children', 'ReactNode', 'Names the group of options.'],
    ]),
    'Select.Item': documentedPart('Select.Item', 'div', [
      ['item!', 'SelectItem', 'One of the root’s items.'],
      asChild,
    ]),
    'Select.ItemText': documentedPart('Select.ItemText', 'span', [
      ['children', 'ReactNode', 'The option’s text.'],
    ]),
    'Select.ItemIndicator': documentedPart('Select.ItemIndicator', 'div', [
      ['children', 'ReactNode', 'Shown beside the chosen option.', 'a tick'],
    ]),
    'Select.HiddenSelect': documentedPart('Select.HiddenSelect', 'select'),
  },
  tags: ['autodocs'],
  args: {
    label: 'State or province',
    items: regions,
    placeholder: 'Choose one',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: placeholder, filled, required, helper, invalid, disabled. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <Select label="Delivery window" items={slots} placeholder="Choose a window" />
          <Select label="State" items={regions} defaultValue="WA" autoComplete="address-level1" />
          <Select label="Province" items={regions} placeholder="Choose one" required />
          <Select
            label="Pickup window"
            items={slots}
            placeholder="Choose a window"
            helperText="We hold your order for an hour after the window."
          />
          <Select
            label="Billing state"
            items={regions}
            placeholder="Choose one"
            required
            invalid
            errorText="Choose a state or province."
          />
          <Select label="Delivery state" items={regions} defaultValue="OR" disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each state is exposed on the combobox', async () => {
      await expect(banner.getByRole('combobox', { name: 'Delivery window' })).toHaveTextContent(
        'Choose a window',
      )
      await expect(banner.getByRole('combobox', { name: 'State' })).toHaveTextContent('Washington')
      await expect(banner.getByRole('combobox', { name: 'Province' })).toHaveAttribute(
        'aria-required',
        'true',
      )
      await expect(
        banner.getByRole('combobox', { name: 'Pickup window' }),
      ).toHaveAccessibleDescription('We hold your order for an hour after the window.')
      const billing = banner.getByRole('combobox', { name: 'Billing state' })
      await expect(billing).toHaveAttribute('aria-invalid', 'true')
      await expect(billing).toHaveAccessibleDescription('Choose a state or province.')
      await expect(banner.getByRole('combobox', { name: 'Delivery state' })).toBeDisabled()
    })
  },
}

/**
 * WAI-ARIA APG select-only combobox: Enter or ArrowDown opens the list box, arrows move,
 * Enter selects and closes, Escape closes; focus returns to the combobox.
 */
export const Interaction: Story = {
  args: { helperText: 'Where we deliver your order.' },
  play: async ({ args, canvas, step, userEvent }) => {
    const page = within(document.body)
    const combobox = canvas.getByRole('combobox', { name: 'State or province' })

    await step('the label names the combobox; the helper text describes it', async () => {
      await expect(combobox).toHaveAttribute('aria-expanded', 'false')
      await expect(combobox).toHaveAccessibleDescription('Where we deliver your order.')
    })

    await step('Enter opens the list box', async () => {
      combobox.focus()
      await userEvent.keyboard('{Enter}')
      const listbox = await page.findByRole('listbox', { name: 'State or province' })
      await expect(combobox).toHaveAttribute('aria-expanded', 'true')
      await waitFor(() => expect(listbox).toHaveFocus())
      await expect(page.getAllByRole('option')).toHaveLength(regions.length)
    })

    await step('arrows move the highlight; Enter selects and closes', async () => {
      const listbox = page.getByRole('listbox')
      await userEvent.keyboard('{ArrowDown}')
      await userEvent.keyboard('{ArrowDown}')
      const highlighted = page.getByRole('option', { name: 'Arizona' })
      await expect(listbox).toHaveAttribute('aria-activedescendant', highlighted.id)
      await userEvent.keyboard('{ArrowUp}')
      await expect(listbox).toHaveAttribute(
        'aria-activedescendant',
        page.getByRole('option', { name: 'Alaska' }).id,
      )
      await userEvent.keyboard('{Enter}')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: 'AK',
        item: { value: 'AK', label: 'Alaska' },
      })
      await waitFor(() => expect(page.queryByRole('listbox')).toBeNull())
      await expect(combobox).toHaveFocus()
      await expect(combobox).toHaveTextContent('Alaska')
    })

    await step('the long list scrolls: End reaches the last option', async () => {
      await userEvent.keyboard('{ArrowDown}')
      const listbox = await page.findByRole('listbox')
      await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight)
      await waitFor(() =>
        expect(page.getByRole('option', { name: 'Alaska' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      )
      await userEvent.keyboard('{End}')
      const last = page.getByRole('option', { name: 'Yukon' })
      await expect(listbox).toHaveAttribute('aria-activedescendant', last.id)
      await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0))
    })

    await step('Escape closes without choosing and returns focus', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(page.queryByRole('listbox')).toBeNull())
      await expect(combobox).toHaveFocus()
      await expect(combobox).toHaveAttribute('aria-expanded', 'false')
      await expect(combobox).toHaveTextContent('Alaska')
      await expect(args.onValueChange).toHaveBeenCalledTimes(1)
    })
  },
}

// The 50 states and DC, then Canada's provinces and territories.
const byCountry = [
  { country: 'United States', group: regions.slice(0, 51) },
  { country: 'Canada', group: regions.slice(51) },
]

/** The list box of `Parts`: one named group of options per country. */
function RegionsByCountry() {
  return (
    <Portal>
      <Select.Positioner>
        <Select.Content>
          {byCountry.map(({ country, group }) => (
            <Select.ItemGroup key={country}>
              <Select.ItemGroupLabel>{country}</Select.ItemGroupLabel>
              {group.map((item) => (
                <Select.Item key={item.value} item={item}>
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.ItemGroup>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Portal>
  )
}

/**
 * The parts `Select` is built on, in a `Field`, for what the `items` data cannot say: here
 * the options grouped by country. The same combobox, list box and keyboard.
 */
export const Parts: Story = {
  render: () => (
    <Field label="State or province" helperText="Grouped by country.">
      <Select.Root items={regions} defaultValue="ON" name="region">
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText placeholder="Choose a state or province" />
            <Select.Indicator />
          </Select.Trigger>
        </Select.Control>
        <RegionsByCountry />
        <Select.HiddenSelect />
      </Select.Root>
    </Field>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const page = within(document.body)
    const combobox = canvas.getByRole('combobox', { name: 'State or province' })
    await step('the field labels and describes the combobox', async () => {
      await expect(combobox).toHaveTextContent('Ontario')
      await expect(combobox).toHaveAccessibleDescription('Grouped by country.')
    })
    await step('the list box holds one named group per country', async () => {
      await userEvent.click(combobox)
      const listbox = await page.findByRole('listbox', { name: 'State or province' })
      const [states, provinces] = within(listbox).getAllByRole('group')
      await expect(states).toHaveAccessibleName('United States')
      await expect(provinces).toHaveAccessibleName('Canada')
      await expect(within(provinces as HTMLElement).getAllByRole('option')).toHaveLength(13)
    })
  },
}
