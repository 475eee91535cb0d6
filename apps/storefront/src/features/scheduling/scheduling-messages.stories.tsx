// The scheduling section's catalogue texts (checkout.md §8 "Scheduling", §2 "Delivery error
// screens") as the summary panel shows them, and the one modal the sandbox cannot reach by a
// fault ('{banner} Delivery Unavailable' needs the outside grocer), in every banner.
import { banners, schedulingError } from '@aisle/api'
import {
  bannerDeliveryName,
  falloutFailure,
  reserveFailure,
  type SchedulingFailure,
  schedulingErrorText,
  submitFailureOf,
} from '@aisle/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { SchedulingModals } from './scheduling-modals'
import { SummaryPanel } from './summary-panel'

const http = (status: number, code: string, serverMessage?: string) =>
  ({
    kind: 'http',
    status,
    code,
    message: 'Something Went Wrong',
    ...(serverMessage ? { serverMessage } : {}),
  }) as never

/** Every failure of a submit and of the time-slots call, by the code that causes it. */
const failures: Array<[string, SchedulingFailure]> = [
  ['reserve', reserveFailure],
  ['fallout', falloutFailure],
  [
    'ALCOHOL_QTY_EXCEEDED',
    submitFailureOf(http(400, 'ALCOHOL_QTY_EXCEEDED', 'You can buy at most 12 bottles.')),
  ],
  [
    'ALCOHOL_NA_FOR_ADDRESS',
    submitFailureOf(
      http(400, 'ALCOHOL_NA_FOR_ADDRESS', 'Alcohol cannot be delivered to this address.'),
    ),
  ],
  [
    'INSTACART_',
    submitFailureOf(http(400, 'INSTACART_UNAVAILABLE', 'The delivery partner is unavailable.')),
  ],
  ['NO_ITEMS_AVAILABLE', submitFailureOf(http(400, 'NO_ITEMS_AVAILABLE'))],
  ['INVALID_ADDRESS', submitFailureOf(http(400, 'INVALID_ADDRESS'))],
  ['NO_QUOTES', submitFailureOf(http(400, 'NO_QUOTES'))],
  ['TIMESLOT_UNAVAILABLE', submitFailureOf(http(400, 'TIMESLOT_UNAVAILABLE'))],
  ['AGE_VERIFICATION_REQUIRED', submitFailureOf(http(400, 'AGE_VERIFICATION_REQUIRED'))],
  ['MISSING_PROMISE', submitFailureOf(http(400, 'MISSING_PROMISE'))],
  ['UNKNOWN_RESPONSE_ERROR', submitFailureOf(http(500, 'UNKNOWN_RESPONSE_ERROR'))],
  [
    'timeslots NO_TIMESLOTS_AVAILABLE',
    {
      ...schedulingErrorText(schedulingError({ status: 400, code: 'NO_TIMESLOTS_AVAILABLE' })),
      retry: true,
    },
  ],
  [
    'timeslots INVALID_ADDRESS',
    {
      ...schedulingErrorText(schedulingError({ status: 400, code: 'INVALID_ADDRESS' })),
      retry: true,
    },
  ],
  ['timeslots 500', { ...schedulingErrorText(schedulingError({ status: 503 })), retry: true }],
]

const noop = () => {}

function CatalogueMessages() {
  return (
    <MemoryRouter>
      <main>
        <h1>Scheduling messages</h1>
        {failures.map(([code, failure]) => (
          <SummaryPanel
            key={code}
            title={`Failure: ${code}`}
            cartPath="/cart"
            scheduling={{
              quotes: { status: 'success', days: [] },
              selection: {
                date: undefined,
                slotKey: undefined,
                filter: 'all',
                customerRequestedNewTime: false,
              },
              canContinue: true,
              busy: false,
              failure,
              continue: noop,
              retry: noop,
            }}
          />
        ))}
      </main>
    </MemoryRouter>
  )
}

const meta = {
  title: 'Screens / Scheduling / Messages',
  component: CatalogueMessages,
} satisfies Meta<typeof CatalogueMessages>

export default meta
type Story = StoryObj<typeof meta>

/** Each message of checkout.md §8 "Scheduling" with its title, Try Again where it retries. */
export const Greenleaf: Story = {
  globals: { banner: 'greenleaf' },
  play: async () => {
    await expect(
      screen.getByText('Your requested time slot was not reserved. Please try again.'),
    ).toBeVisible()
    await expect(screen.getByText('Alcohol Quantity Limit Exceeded')).toBeVisible()
    await expect(screen.getByText('You can buy at most 12 bottles.')).toBeVisible()
    await expect(screen.getByText('Alcohol Delivery Is Unavailable')).toBeVisible()
    await expect(screen.getAllByText('Items Are Not Available')[0]).toBeVisible()
    await expect(screen.getByText('Confirm Address')).toBeVisible()
    await expect(screen.getByText('Delivery Time Unavailable')).toBeVisible()
    await expect(screen.getByText('You must have a time selected. Error Code RS')).toBeVisible()
    await expect(screen.getByText(/Error Code TS1079/)).toBeVisible()
    await expect(screen.getByText('Pickup Time Unavailable')).toBeVisible()
    await expect(
      screen.getAllByText('The ZIP code entered is not a valid ZIP code.').length,
    ).toBeGreaterThan(0)
    await expect(screen.getAllByRole('link', { name: 'Back to Cart' }).length).toBe(failures.length)
  },
}
export const Hilltop: Story = { ...Greenleaf, globals: { banner: 'hilltop' } }
export const Copperline: Story = { ...Greenleaf, globals: { banner: 'copperline' } }

const bannerName = (id: string) => {
  const record = banners.find((b) => b.id === id)
  if (!record) throw new Error(id)
  return bannerDeliveryName(record)
}

function DeliveryUnavailable({ banner, onDismiss }: { banner: string; onDismiss: () => void }) {
  return (
    <SchedulingModals
      bannerTitle={bannerName(banner)}
      onBackToCart={noop}
      scheduling={{
        modal: 'deliveryUnavailable',
        fulfillmentType: 'Delivery',
        selectNewTime: noop,
        dismiss: onDismiss,
        clearCheckoutState: noop,
      }}
    />
  )
}

/** '{banner} Delivery Unavailable' with 'Continue to Scheduler' (checkout.md §2, §4). */
export const DeliveryUnavailableGreenleaf: StoryObj<typeof DeliveryUnavailable> = {
  globals: { banner: 'greenleaf' },
  args: { banner: 'greenleaf', onDismiss: fn() },
  render: (args) => <DeliveryUnavailable {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Greenleaf Delivery Unavailable',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Scheduler' }))
    await expect(args.onDismiss).toHaveBeenCalled()
  },
}

export const DeliveryUnavailableHilltop: StoryObj<typeof DeliveryUnavailable> = {
  globals: { banner: 'hilltop' },
  args: { banner: 'hilltop', onDismiss: fn() },
  render: (args) => <DeliveryUnavailable {...args} />,
  play: async () => {
    await expect(
      await screen.findByRole('alertdialog', { name: 'Hilltop Home Delivery Unavailable' }),
    ).toBeVisible()
  },
}
