import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Badge } from '../badge/badge.js'
import { Button } from '../button/button.js'
import { Menu, type MenuItem } from '../menu/menu.js'
import { AllBanners } from '../storybook/all-banners.js'
import { AddressCard } from './address-card.js'
import { cardExpiryDate } from './card-number.js'
import * as CardRow from './card-row.js'
import { PaymentCardRow } from './payment-card-row.js'
import { StoreResultCard } from './store-result-card.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-6)' }
const heading: CSSProperties = {
  margin: '0 0 var(--spacing-2)',
  fontSize: 'var(--font-sizes-sm)',
  color: 'var(--colors-fg-muted)',
}

/** A brand image that needs no network: a coloured card with the brand's initials. */
function brandArt(fill: string, text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32"><rect width="48" height="32" rx="4" fill="${fill}"/><text x="24" y="21" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
const art = {
  visa: brandArt('#1a1f71', 'VISA'),
  mastercard: brandArt('#3c3c3c', 'MC'),
  ebt: brandArt('#2e6b3a', 'EBT'),
  gift: brandArt('#8a3b12', 'GIFT'),
}

const bankActions: readonly MenuItem[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'preferred', label: 'Make Preferred' },
  { value: 'delete', label: 'Delete', tone: 'critical' },
]
const preferredActions: readonly MenuItem[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'delete', label: 'Delete', tone: 'critical' },
]
const expiredActions: readonly MenuItem[] = [{ value: 'edit', label: 'Edit' }]

const meta = {
  title: 'Components / Data Display / Card Row',
  // The id of its first title: links and visual references stay.
  id: 'data-display-card-row',
  component: PaymentCardRow,
  tags: ['autodocs'],
  args: {
    brandName: 'Visa',
    imageSrc: art.visa,
    lastFour: '1234',
    expiry: `Exp. ${cardExpiryDate('04', '2027')}`,
  },
  render: (args) => (
    <CardRow.Root aria-label="Payment cards">
      <PaymentCardRow {...args} />
    </CardRow.Root>
  ),
} satisfies Meta<typeof PaymentCardRow>

export default meta
type Story = StoryObj<typeof meta>

function PaymentCards({ onRetry }: { onRetry?: () => void }) {
  return (
    <CardRow.Root aria-label="Payment cards">
      <PaymentCardRow
        brandName="Visa"
        imageSrc={art.visa}
        lastFour="1234"
        expiry={`Exp. ${cardExpiryDate('04', '2027')}`}
        preferredLabel="Preferred"
        actions={<Menu label="Actions for Visa ending in 1234" items={preferredActions} />}
      />
      <PaymentCardRow
        brandName="Mastercard"
        imageSrc={art.mastercard}
        lastFour="5678"
        expiry={`Exp. ${cardExpiryDate('1', '2024')}`}
        expired
        expiredLabel="Expired"
        expiredMessage="Expired. Please update your payment info."
        actions={<Menu label="Actions for Mastercard ending in 5678" items={expiredActions} />}
      />
      <PaymentCardRow
        brandName="SNAP EBT"
        imageSrc={art.ebt}
        lastFour="4321"
        balance="$42.10 Remaining"
        actions={<Menu label="Actions for SNAP EBT ending in 4321" items={bankActions} />}
      />
      <PaymentCardRow
        brandName="Gift Card"
        imageSrc={art.gift}
        lastFour="9012"
        balanceError="Balance Error"
        onRetryBalance={onRetry ?? (() => {})}
      />
      <PaymentCardRow brandName="Gift Card" imageSrc={art.gift} lastFour="3456" />
    </CardRow.Root>
  )
}

function StoreResults() {
  return (
    <CardRow.Root aria-label="Stores near 45402">
      <StoreResultCard
        name="Oakwood Marketplace"
        street="2400 Far Hills Ave"
        cityState="Dayton, OH"
        distance="1.2 mi"
        tag="Locker Pickup"
        actions={<Button size="sm">Select Store</Button>}
      />
      <StoreResultCard
        name="Riverside Fresh"
        street="88 Monument Ave"
        cityState="Dayton, OH"
        distance="3.8 mi"
      />
    </CardRow.Root>
  )
}

function Addresses() {
  return (
    <CardRow.Root aria-label="Saved addresses">
      <AddressCard
        title="Jordan Rivera"
        lines={['Apt 4B', '12 Orchard Lane', 'Dayton, OH 45402']}
        badges={<Badge tone="accent">Current Address</Badge>}
        actions={
          <Button variant="secondary" size="sm">
            Edit
          </Button>
        }
      />
      <AddressCard title="Office" lines={['500 Main St', 'Kettering, OH 45429']} />
    </CardRow.Root>
  )
}

/**
 * Every variant and state, in every banner: a preferred card, an expired card, a balance,
 * a balance error with Retry, a card with no actions; store results with and without the
 * locker tag; address cards with and without actions.
 */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <div>
            <p style={heading}>Payment cards</p>
            <PaymentCards />
          </div>
          <div>
            <p style={heading}>Store results</p>
            <StoreResults />
          </div>
          <div>
            <p style={heading}>Addresses</p>
            <Addresses />
          </div>
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each list is a named list of cards', async () => {
      const cards = banner.getByRole('list', { name: 'Payment cards' })
      await expect(within(cards).getAllByRole('listitem')).toHaveLength(5)
      await expect(
        within(banner.getByRole('list', { name: 'Stores near 45402' })).getAllByRole('listitem'),
      ).toHaveLength(2)
    })
    await step('the masked number reads as "ending in" the last four', async () => {
      const [visa] = within(banner.getByRole('list', { name: 'Payment cards' })).getAllByRole(
        'listitem',
      )
      if (!visa) throw new Error('No card')
      await expect(visa).toHaveTextContent('•••• 1234')
      await expect(within(visa).getByText('ending in 1234')).toBeInTheDocument()
      await expect(within(visa).getByText('Preferred')).toBeInTheDocument()
    })
    await step('the expired card shows its message in the danger tone', async () => {
      await expect(banner.getByText('Expired. Please update your payment info.')).toBeVisible()
    })
    await step('no control sits inside another', async () => {
      for (const control of banner.getAllByRole('button')) {
        await expect(control.parentElement?.closest('button, a, [role=button]')).toBeNull()
      }
    })
  },
}

/** The actions menu's `onSelect` in the interaction story. */
const onMenuSelect = fn()

/**
 * Retry calls its callback by click, Enter and Space; it is described by the card's
 * title. The card's actions menu follows the menu button practice inside a row.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  args: {
    brandName: 'Gift Card',
    imageSrc: art.gift,
    lastFour: '9012',
    expiry: undefined,
    balanceError: 'Balance Error',
    onRetryBalance: fn(),
  },
  render: (args) => (
    <CardRow.Root aria-label="Payment cards">
      <PaymentCardRow
        {...args}
        actions={
          <Menu
            label="Actions for Gift Card ending in 9012"
            items={[{ value: 'delete', label: 'Delete', tone: 'critical' }]}
            onSelect={onMenuSelect}
          />
        }
      />
    </CardRow.Root>
  ),
  play: async ({ args, canvas, step }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' })
    // Asked anew each time: the menu's stand-in gives way to its real trigger on first focus.
    const menuTrigger = () =>
      canvas.getByRole('button', { name: 'Actions for Gift Card ending in 9012' })

    await step('the balance error shows; Retry is described by the card title', async () => {
      await expect(canvas.getByText('Balance Error')).toBeVisible()
      await expect(retry).toHaveAccessibleDescription('Gift Card')
    })

    await step('Retry calls its callback by click, Enter and Space', async () => {
      await userEvent.click(retry)
      await expect(args.onRetryBalance).toHaveBeenCalledTimes(1)
      await userEvent.keyboard('{Enter}')
      await expect(args.onRetryBalance).toHaveBeenCalledTimes(2)
      await userEvent.keyboard(' ')
      await expect(args.onRetryBalance).toHaveBeenCalledTimes(3)
    })

    await step('Tab moves from Retry to the actions menu, a sibling control', async () => {
      await userEvent.tab()
      await waitFor(() => expect(menuTrigger()).toHaveFocus())
    })

    await step('Enter opens the menu on its first item; Enter chooses it', async () => {
      onMenuSelect.mockClear()
      await userEvent.keyboard('{Enter}')
      const menu = await screen.findByRole('menu')
      await waitFor(() => expect(menu).toHaveFocus())
      await userEvent.keyboard('{Enter}')
      await expect(onMenuSelect).toHaveBeenCalledWith('delete')
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 3000 })
      await waitFor(() => expect(menuTrigger()).toHaveFocus(), { timeout: 3000 })
    })
  },
}
