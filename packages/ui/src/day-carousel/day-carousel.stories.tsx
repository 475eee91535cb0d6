import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, spyOn, waitFor, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { DayCarousel } from './day-carousel.js'
import type { DayCarouselDay } from './day-carousel-types.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-6)' }
/** Narrower than seven days, so the row scrolls. */
const narrow: CSSProperties = { maxWidth: '20rem' }

/** A week as flows would hand it in: formatted, one day closed. */
const week: DayCarouselDay[] = [
  { value: '2026-06-01', weekday: 'Mon', date: 'Jun 1', available: true },
  { value: '2026-06-02', weekday: 'Tue', date: 'Jun 2', available: true },
  {
    value: '2026-06-03',
    weekday: 'Wed',
    date: 'Jun 3',
    available: false,
    unavailableLabel: 'Full',
  },
  { value: '2026-06-04', weekday: 'Thu', date: 'Jun 4', available: true },
  { value: '2026-06-05', weekday: 'Fri', date: 'Jun 5', available: true },
  { value: '2026-06-06', weekday: 'Sat', date: 'Jun 6', available: true },
  {
    value: '2026-06-07',
    weekday: 'Sun',
    date: 'Jun 7',
    available: false,
    unavailableLabel: 'Closed',
  },
]

const isDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true'

/**
 * Presses Previous or Next and waits until the row has stopped scrolling (smooth in
 * Storybook, instant under reduced motion) and the carousel has measured it.
 */
async function pressAndSettle(
  user: { click: (element: Element) => Promise<void> },
  button: HTMLElement,
  row: HTMLElement,
) {
  const settled = new Promise((resolve) => {
    row.addEventListener('scrollend', resolve, { once: true })
    setTimeout(resolve, 2000)
  })
  await user.click(button)
  await settled
  // One frame for the carousel's measuring, one for React to commit it.
  await new Promise(requestAnimationFrame)
  await new Promise(requestAnimationFrame)
}

const meta = {
  title: 'Components / Scheduling / Day Carousel',
  // The id of its first title: links and visual references stay.
  id: 'scheduling-day-carousel',
  component: DayCarousel,
  // A props table per part on the docs page, beside DayCarousel's.
  subcomponents: {
    'DayCarousel.Root': documentedPart('DayCarousel.Root', 'div', [
      ['value', 'string | null', 'The chosen day, when controlled; pair it with onValueChange.'],
      [
        'defaultValue',
        'string | null',
        'The chosen day on first render, when uncontrolled.',
        'null',
      ],
      [
        'onValueChange',
        '(details: { value: string }) => void',
        'Called when the shopper chooses a day.',
      ],
      [
        'onVisibleChange',
        '(visibleValues: string[]) => void',
        'Called with the days in view: after the first layout, then on each change.',
      ],
      [
        'scrollStep',
        'number',
        'One Previous or Next press, as a fraction of the row’s width.',
        '0.7',
      ],
      ['hideLabel', 'boolean', 'The label names the group for assistive technology only.', 'false'],
      ['name', 'string', 'Form field name of the radios.', 'the id'],
      ['disabled', 'boolean', 'Every day is disabled.', 'false'],
      ['id', 'string', 'Id of the radio group; the parts derive theirs from it.', 'a generated id'],
    ]),
    'DayCarousel.Label': documentedPart('DayCarousel.Label', 'span', [
      ['children', 'ReactNode', 'Names the radio group, e.g. Choose a day.'],
    ]),
    'DayCarousel.Control': documentedPart('DayCarousel.Control', 'div'),
    'DayCarousel.PrevTrigger': documentedPart('DayCarousel.PrevTrigger', 'button', [
      ['aria-label!', 'string', 'Names the icon button, e.g. Previous days.'],
      ['children', 'ReactNode', 'The button’s content.', 'a chevron'],
    ]),
    'DayCarousel.ItemGroup': documentedPart('DayCarousel.ItemGroup', 'div', [
      [
        'children',
        'ReactNode',
        'The DayCarousel.Items: the radio group, and the row that scrolls.',
      ],
    ]),
    'DayCarousel.NextTrigger': documentedPart('DayCarousel.NextTrigger', 'button', [
      ['aria-label!', 'string', 'Names the icon button, e.g. Next days.'],
      ['children', 'ReactNode', 'The button’s content.', 'a chevron'],
    ]),
    'DayCarousel.Item': documentedPart('DayCarousel.Item', 'label', [
      ['value!', 'string', 'Identifies the day; reported by onValueChange and onVisibleChange.'],
      ['disabled', 'boolean', 'The day cannot be chosen; arrow keys skip it.', 'false'],
    ]),
    'DayCarousel.ItemText': documentedPart('DayCarousel.ItemText', 'span', [
      ['children', 'ReactNode', 'Names the radio: ItemWeekday, a space, ItemDate.'],
    ]),
    'DayCarousel.ItemWeekday': documentedPart('DayCarousel.ItemWeekday', 'span'),
    'DayCarousel.ItemDate': documentedPart('DayCarousel.ItemDate', 'span'),
    'DayCarousel.ItemNote': documentedPart('DayCarousel.ItemNote', 'span', [
      ['children', 'ReactNode', 'Read with the radio (aria-describedby), e.g. Closed.'],
    ]),
    'DayCarousel.ItemHiddenInput': documentedPart('DayCarousel.ItemHiddenInput', 'input', [
      ['aria-describedby', 'string', 'Replaces the id of the item’s note.', 'that id'],
    ]),
  },
  tags: ['autodocs'],
  args: {
    label: 'Choose a day',
    days: week,
    onValueChange: fn(),
    onVisibleChange: fn(),
  },
  argTypes: { scrollStep: { control: { type: 'range', min: 0.1, max: 1, step: 0.1 } } },
} satisfies Meta<typeof DayCarousel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every state, in every banner: a chosen day, unavailable days with their note, the
 * Previous button disabled at the start, and a group with its label hidden.
 */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <DayCarousel {...args} defaultValue="2026-06-02" />
          <DayCarousel {...args} label="Pickup day" hideLabel />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('days are radios named by weekday and date', async () => {
      const group = banner.getByRole('radiogroup', { name: 'Choose a day' })
      const days = within(group).getAllByRole('radio')
      await expect(days).toHaveLength(7)
      await expect(within(group).getByRole('radio', { name: 'Tue Jun 2' })).toBeChecked()
    })
    await step('an unavailable day is disabled and described by its note', async () => {
      const group = within(banner.getByRole('radiogroup', { name: 'Choose a day' }))
      const full = group.getByRole('radio', { name: 'Wed Jun 3' })
      await expect(full).toBeDisabled()
      await expect(full).toHaveAccessibleDescription('Full')
    })
    await step('a hidden label still names the group', async () => {
      await expect(banner.getByRole('radiogroup', { name: 'Pickup day' })).toBeVisible()
    })
  },
}

/**
 * WAI-ARIA radio group: Tab enters on the chosen (or first) day, arrow keys move and
 * choose, skipping unavailable days. Previous and Next scroll the row by a step and are
 * disabled at the ends; the days in view are reported.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div style={narrow}>
      <DayCarousel {...args} />
    </div>
  ),
  play: async ({ args, canvas, step, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Choose a day' })
    const previous = canvas.getByRole('button', { name: 'Previous days' })
    const next = canvas.getByRole('button', { name: 'Next days' })
    const day = (name: string) => within(group).getByRole('radio', { name })

    await step('the days in view are reported after the first layout', async () => {
      await waitFor(() => expect(args.onVisibleChange).toHaveBeenCalled())
      const [visible] = (args.onVisibleChange as ReturnType<typeof fn>).mock.lastCall ?? []
      await expect(visible).toContain('2026-06-01')
      await expect(visible).not.toContain('2026-06-07')
    })

    await step('Tab enters the group on the first day', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(previous).toHaveFocus()
      await userEvent.tab()
      await expect(day('Mon Jun 1')).toHaveFocus()
    })

    await step('arrow keys move and choose, skipping the unavailable day', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expect(day('Tue Jun 2')).toBeChecked()
      await userEvent.keyboard('{ArrowRight}')
      await expect(day('Thu Jun 4')).toBeChecked()
      await expect(day('Thu Jun 4')).toHaveFocus()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: '2026-06-04',
        day: week[3],
      })
      await userEvent.keyboard('{ArrowLeft}')
      await expect(day('Tue Jun 2')).toBeChecked()
      await userEvent.tab()
      await expect(next).toHaveFocus()
    })

    await step('Previous is disabled at the start; Next scrolls by part of a view', async () => {
      await expect(previous).toHaveAttribute('aria-disabled', 'true')
      await expect(next).not.toHaveAttribute('aria-disabled')
      await pressAndSettle(userEvent, next, group)
      await expect(group.scrollLeft).toBeGreaterThan(0)
      await expect(group.scrollLeft).toBeLessThanOrEqual(group.clientWidth)
      await expect(previous).not.toHaveAttribute('aria-disabled')
    })

    await step('Next is disabled at the end and keeps focus', async () => {
      for (let press = 0; press < 10 && !isDisabled(next); press++) {
        await pressAndSettle(userEvent, next, group)
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await expect(next).toHaveFocus()
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(
        expect.arrayContaining(['2026-06-07']),
      )
      const atEnd = group.scrollLeft
      await userEvent.keyboard('{Enter}')
      await expect(group.scrollLeft).toBe(atEnd)
    })

    await step('Previous scrolls back to the start, where it is disabled again', async () => {
      for (let press = 0; press < 10 && !isDisabled(previous); press++) {
        await pressAndSettle(userEvent, previous, group)
      }
      await expect(previous).toHaveAttribute('aria-disabled', 'true')
      await expect(group.scrollLeft).toBe(0)
    })
  },
}

/** More than 15 days: a development warning says the carousel is not built for that. */
export const TooManyDays: Story = {
  tags: ['!visual'],
  args: {
    days: Array.from({ length: 16 }, (_, index) => ({
      value: `day-${index + 1}`,
      weekday: 'Day',
      date: String(index + 1),
      available: true,
    })),
  },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {})
    return () => warn.mockRestore()
  },
  play: async () => {
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('received 16 days')),
    )
  },
}

/** Under 768 px the compact layout: smaller day tiles and gaps (shopping-method-selector.md §9). */
export const CompactAt767: Story = { ...States, ...atViewport('phoneLMax'), play: undefined }

/** From 768 px the regular layout. */
export const RegularAt768: Story = { ...States, ...atViewport('tablet'), play: undefined }

/** The smallest phone width of the specs. */
export const PhoneAt479: Story = { ...States, ...atViewport('phoneMax'), play: undefined }

/** About five days wide: the row scrolls to the last two. */
const fiveDays: CSSProperties = { maxWidth: '36rem' }

/** A week as `Parts` shows it: a note under some days that can be chosen, too. */
const deliveryWeek = week.map((day, index) => ({
  ...day,
  note: day.available ? (index % 3 === 0 ? 'Free' : undefined) : day.unavailableLabel,
}))

/**
 * The parts `DayCarousel` is built on, for what the `days` data cannot say: here a note
 * under days that can be chosen too (free delivery). The same radios, keyboard and
 * scrolling; each note is read with its day.
 */
export const Parts: Story = {
  render: () => (
    <DayCarousel.Root defaultValue="2026-06-04" name="delivery-day" style={fiveDays}>
      <DayCarousel.Label>Delivery day</DayCarousel.Label>
      <DayCarousel.Control>
        <DayCarousel.PrevTrigger aria-label="Earlier days" />
        <DayCarousel.ItemGroup>
          {deliveryWeek.map(({ value, weekday, date, available, note }) => (
            <DayCarousel.Item key={value} value={value} disabled={!available}>
              <DayCarousel.ItemText>
                <DayCarousel.ItemWeekday>{weekday}</DayCarousel.ItemWeekday>{' '}
                <DayCarousel.ItemDate>{date}</DayCarousel.ItemDate>
              </DayCarousel.ItemText>
              {note === undefined ? null : <DayCarousel.ItemNote>{note}</DayCarousel.ItemNote>}
              <DayCarousel.ItemHiddenInput />
            </DayCarousel.Item>
          ))}
        </DayCarousel.ItemGroup>
        <DayCarousel.NextTrigger aria-label="Later days" />
      </DayCarousel.Control>
    </DayCarousel.Root>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery day' })
    const day = (name: string) => within(group).getByRole('radio', { name })
    await step('a day that can be chosen is described by its note', async () => {
      await expect(day('Thu Jun 4')).toBeChecked()
      await expect(day('Mon Jun 1')).toHaveAccessibleDescription('Free')
      await expect(day('Wed Jun 3')).toHaveAccessibleDescription('Full')
      await expect(day('Tue Jun 2')).not.toHaveAccessibleDescription()
    })
    await step('the arrow keys are the browser’s own, skipping the unavailable day', async () => {
      day('Tue Jun 2').focus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(day('Thu Jun 4')).toHaveFocus()
      await expect(day('Thu Jun 4')).toBeChecked()
    })
  },
}
