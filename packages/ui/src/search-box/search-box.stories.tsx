import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { SearchBox, type SearchBoxProps } from './search-box.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

const meta = {
  title: 'Components / Forms / Search Box',
  // The id of its first title: links and visual references stay.
  id: 'forms-search-box',
  component: SearchBox,
  tags: ['autodocs'],
  args: { label: 'Find a store', onSubmit: fn(), onValueChange: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['text', 'postal-code'] } },
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every state, in every banner: empty with a placeholder, filled (with its clear
 * button), postal code with helper, invalid with the typed text kept, disabled.
 */
export const States: Story = {
  render: () => (
    <AllBanners>
      {(banner) => (
        <div style={stack}>
          <SearchBox
            label="Search products"
            aria-label={`Products, ${banner.name}`}
            placeholder="Search"
          />
          <SearchBox
            label="City or address"
            aria-label={`Stores, ${banner.name}`}
            defaultValue="Springfield"
          />
          <SearchBox
            label="ZIP code"
            aria-label={`ZIP code, ${banner.name}`}
            mode="postal-code"
            helperText="We show stores near this ZIP code."
          />
          <SearchBox
            label="Delivery ZIP code"
            aria-label={`Delivery ZIP code, ${banner.name}`}
            mode="postal-code"
            defaultValue="99999"
            invalid
            errorText="We don't deliver to this ZIP code yet."
          />
          <SearchBox
            label="Store search"
            aria-label={`Store search, ${banner.name}`}
            defaultValue="Main St."
            disabled
          />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each box is a named search landmark with a labelled search input', async () => {
      const products = within(banner.getByRole('search', { name: 'Products, Greenleaf Grocers' }))
      const input = products.getByRole('searchbox', { name: 'Search products' })
      await expect(input).toHaveAttribute('maxlength', '125')
      await expect(products.getByRole('button', { name: 'Search' })).toBeVisible()
      await expect(products.queryByRole('button', { name: 'Clear' })).toBeNull()
      await expect(banner.getByRole('searchbox', { name: 'City or address' })).toHaveValue(
        'Springfield',
      )
    })
    await step('postal-code mode: numeric keyboard, five characters', async () => {
      const zip = banner.getByRole('searchbox', { name: 'ZIP code' })
      await expect(zip).toHaveAttribute('inputmode', 'numeric')
      await expect(zip).toHaveAttribute('maxlength', '5')
      await expect(zip).toHaveAccessibleDescription('We show stores near this ZIP code.')
    })
    await step('invalid keeps the text; disabled disables both buttons', async () => {
      const delivery = banner.getByRole('searchbox', { name: 'Delivery ZIP code' })
      await expect(delivery).toHaveValue('99999')
      await expect(delivery).toHaveAttribute('aria-invalid', 'true')
      await expect(delivery).toHaveAccessibleDescription("We don't deliver to this ZIP code yet.")
      const disabled = within(banner.getByRole('search', { name: /Store search/ }))
      await expect(disabled.getByRole('searchbox')).toBeDisabled()
      await expect(disabled.getByRole('button', { name: 'Search' })).toBeDisabled()
    })
    await step('the buttons meet the 24 px target', async () => {
      for (const button of banner.getAllByRole('button')) {
        const box = button.getBoundingClientRect()
        await expect(box.width).toBeGreaterThanOrEqual(24)
        await expect(box.height).toBeGreaterThanOrEqual(24)
      }
    })
  },
}

/** A box whose search fails for one ZIP code: the error shows and the text stays. */
function ZipSearch(props: SearchBoxProps) {
  const [failed, setFailed] = useState(false)
  return (
    <SearchBox
      {...props}
      invalid={failed}
      onValueChange={(details) => {
        setFailed(false)
        props.onValueChange?.(details)
      }}
      onSubmit={(value) => {
        setFailed(value === '00000')
        props.onSubmit?.(value)
      }}
    />
  )
}

/**
 * WAI-ARIA search landmark with a native search input: typing, Enter submits, the
 * clear button and Escape empty the box, Tab reaches the buttons; an error keeps the text.
 */
export const Interaction: Story = {
  args: {
    label: 'ZIP code',
    mode: 'postal-code',
    errorText: 'Enter a valid ZIP code.',
  },
  render: (args) => <ZipSearch {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const form = canvas.getByRole('search', { name: 'ZIP code' })
    const input = within(form).getByRole('searchbox', { name: 'ZIP code' })
    await step('postal-code mode keeps five digits and drops anything else', async () => {
      await userEvent.click(input)
      await userEvent.keyboard('62a7-04123')
      await expect(input).toHaveValue('62704')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '62704' })
    })
    await step('Enter submits the text', async () => {
      await userEvent.keyboard('{Enter}')
      await expect(args.onSubmit).toHaveBeenLastCalledWith('62704')
    })
    await step('Tab reaches the clear button, then the submit button', async () => {
      await userEvent.tab()
      await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus()
      await userEvent.tab()
      await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus()
    })
    await step('the clear button empties the box and returns focus to it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
      await expect(input).toHaveValue('')
      await expect(input).toHaveFocus()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '' })
      await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull()
    })
    await step('a failed search shows the error and keeps the typed text', async () => {
      await userEvent.keyboard('00000')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(args.onSubmit).toHaveBeenLastCalledWith('00000')
      await expect(input).toHaveValue('00000')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription('Enter a valid ZIP code.')
    })
    await step('Escape empties the box', async () => {
      await userEvent.click(input)
      await userEvent.keyboard('{Escape}')
      await expect(input).toHaveValue('')
      await expect(input).not.toHaveAttribute('aria-invalid')
    })
  },
}
