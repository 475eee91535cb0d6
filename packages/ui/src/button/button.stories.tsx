import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { CSSProperties, ReactNode } from 'react'
import { expect, fn, type Mock } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Button, type ButtonProps } from './button.js'

// Stories are not scanned by Panda (panda.config.ts excludes them), so layout here uses
// inline styles on the kit's token variables rather than `css()`.
const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--spacing-3)',
}
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-3)' }

function Row({ children }: { children: ReactNode }) {
  return <div style={row}>{children}</div>
}

const meta = {
  title: 'Components / Actions / Button',
  // The id of its first title: links and visual references stay.
  id: 'actions-button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    children: { control: 'text' },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'plain'] },
    tone: { control: 'inline-radio', options: ['accent', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => <AllBanners>{() => <Button {...args} />}</AllBanners>,
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>
type Context = StoryContext<ButtonProps>

/** The story's buttons, one per banner. */
function buttonsOf({ args, canvas }: Context) {
  return canvas.getAllByRole('button', { name: String(args.children) })
}

function blurActive() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}

/**
 * WAI-ARIA APG button pattern: reachable by Tab with a visible focus indicator;
 * Enter, Space and a click each activate it once.
 */
async function activatesByKeyboardAndPointer(context: Context) {
  const { args, step, userEvent } = context
  const onClick = args.onClick as Mock
  const buttons = buttonsOf(context)

  await step('Tab reaches each button and shows the focus ring', async () => {
    blurActive()
    for (const button of buttons) {
      await userEvent.tab()
      await expect(button).toHaveFocus()
      await expect(button.matches(':focus-visible')).toBe(true)
      await expect(getComputedStyle(button).outlineStyle).toBe('solid')
    }
  })

  await step('Enter, Space and click each activate it', async () => {
    for (const button of buttons) {
      onClick.mockClear()
      button.focus()
      await userEvent.keyboard('{Enter}')
      await expect(onClick).toHaveBeenCalledTimes(1)
      await userEvent.keyboard(' ')
      await expect(onClick).toHaveBeenCalledTimes(2)
      await userEvent.click(button)
      await expect(onClick).toHaveBeenCalledTimes(3)
    }
  })
}

export const Primary: Story = {
  args: { variant: 'primary' },
  play: activatesByKeyboardAndPointer,
}

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: activatesByKeyboardAndPointer,
}

export const Plain: Story = {
  args: { variant: 'plain', children: 'Edit address' },
  play: activatesByKeyboardAndPointer,
}

export const Critical: Story = {
  args: { tone: 'critical', children: 'Delete address' },
  play: activatesByKeyboardAndPointer,
}

const variants = ['primary', 'secondary', 'plain'] as const
const tones = ['accent', 'critical'] as const

/** Every variant in every tone. */
export const VariantsAndTones: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={stack}>
          {tones.map((tone) => (
            <Row key={tone}>
              {variants.map((variant) => (
                <Button key={variant} {...args} variant={variant} tone={tone}>
                  {`${variant} ${tone}`}
                </Button>
              ))}
            </Row>
          ))}
        </div>
      )}
    </AllBanners>
  ),
}

/** `sm` (36 px) beside `md` (44 px). */
export const Sizes: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <Row>
          <Button {...args} size="sm">
            Small
          </Button>
          <Button {...args} size="md">
            Medium
          </Button>
        </Row>
      )}
    </AllBanners>
  ),
}

/** Native `disabled`: out of the tab order and inert. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    const { args, step, userEvent } = context
    const buttons = buttonsOf(context)
    await step('it is disabled and a click does nothing', async () => {
      for (const button of buttons) {
        await expect(button).toBeDisabled()
        await userEvent.click(button)
      }
      await expect(args.onClick).not.toHaveBeenCalled()
    })
    await step('Tab skips it', async () => {
      blurActive()
      await userEvent.tab()
      await expect(buttons).not.toContain(document.activeElement)
    })
  },
}

/** Busy: stays focusable and announced (`aria-busy`, `aria-disabled`) but does nothing. */
export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async (context) => {
    const { args, step, userEvent } = context
    const buttons = buttonsOf(context)
    await step('Tab still reaches it; it says it is busy', async () => {
      blurActive()
      for (const button of buttons) {
        await userEvent.tab()
        await expect(button).toHaveFocus()
        await expect(button).toHaveAttribute('aria-busy', 'true')
        await expect(button).toHaveAttribute('aria-disabled', 'true')
      }
    })
    await step('Enter, Space and click do not activate it', async () => {
      for (const button of buttons) {
        button.focus()
        await userEvent.keyboard('{Enter}')
        await userEvent.keyboard(' ')
        await userEvent.click(button)
      }
      await expect(args.onClick).not.toHaveBeenCalled()
    })
  },
}

/** Stretches to its container, e.g. the checkout's place-order action on a phone. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Place order' },
}
