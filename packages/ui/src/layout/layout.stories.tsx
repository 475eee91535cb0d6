import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties, ReactNode } from 'react'
import { expect, fn } from 'storybook/test'
import { Button } from '../button/index.js'
import { Link } from '../link/index.js'
import { atViewport } from '../storybook/breakpoints.js'
import { Columns } from './columns.js'
import { Inline } from './inline.js'
import { Stack } from './stack.js'
import * as Surface from './surface.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): the sample boxes use
// inline styles on the kit's token variables.
const box: CSSProperties = {
  padding: 'var(--spacing-3)',
  background: 'var(--colors-bg-subtle)',
  border: '1px solid var(--colors-border-default)',
  borderRadius: 'var(--radii-control)',
}

function Box({ children }: { children: ReactNode }) {
  return <div style={box}>{children}</div>
}

const meta = {
  title: 'Patterns / Layout / Stack, Inline, Columns, Surface',
  // The id of its first title: links and visual references stay.
  id: 'layout-stack-inline-columns-surface',
  component: Stack,
  tags: ['autodocs'],
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

/** Blocks one under the other; the gap is a spacing token (`2`, `4`, `8`). */
export const StackGaps: Story = {
  render: () => (
    <Inline gap="8" align="start">
      {(['2', '4', '8'] as const).map((gap) => (
        <Stack key={gap} gap={gap} data-testid={`stack-${gap}`} aria-label={`Gap ${gap}`}>
          <Box>Gap {gap}</Box>
          <Box>Second</Box>
          <Box>Third</Box>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvas, step }) => {
    await step('the gap is the spacing token', async () => {
      await expect(getComputedStyle(canvas.getByTestId('stack-2')).rowGap).toBe('8px')
      await expect(getComputedStyle(canvas.getByTestId('stack-8')).rowGap).toBe('32px')
    })
    await step('data-* and aria-* reach the element', async () => {
      await expect(canvas.getByTestId('stack-4')).toHaveAttribute('aria-label', 'Gap 4')
    })
  },
}

/** A form's buttons side by side; they wrap onto the next line on a narrow screen. */
export const InlineActions: Story = {
  args: { onClick: fn() },
  render: (args) => (
    <Stack gap="6">
      <Inline justify="end" data-testid="actions" onClick={args.onClick}>
        <Button variant="secondary">Cancel</Button>
        <Button>Save Address</Button>
      </Inline>
      <Inline justify="between" align="baseline">
        <span>Subtotal</span>
        <span>$42.10</span>
      </Inline>
    </Stack>
  ),
  play: async ({ args, canvas, step, userEvent }) => {
    await step('a handler on the root receives the click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }))
      await expect(args.onClick).toHaveBeenCalledOnce()
    })
    await step('items sit on one line', async () => {
      const style = getComputedStyle(canvas.getByTestId('actions'))
      await expect(style.flexDirection).toBe('row')
      await expect(style.justifyContent).toBe('flex-end')
    })
  },
}

/** Four tiles: two on phones, three on tablets, four from 1024 px. */
export const ColumnsOfTiles: Story = {
  render: () => (
    <Columns count="4" data-testid="tiles">
      {['Produce', 'Dairy', 'Bakery', 'Pantry', 'Frozen', 'Snacks', 'Drinks', 'Deli'].map(
        (name) => (
          <Box key={name}>{name}</Box>
        ),
      )}
    </Columns>
  ),
  play: async ({ canvas, step }) => {
    await step('four columns at 1280 px', async () => {
      const columns = getComputedStyle(canvas.getByTestId('tiles')).gridTemplateColumns
      await expect(columns.split(' ')).toHaveLength(4)
    })
  },
}

/** Sections on their cards, each with a title and an action; rhythm from the tokens. */
export const Surfaces: Story = {
  render: () => (
    <Stack gap="6">
      <Surface.Root aria-labelledby="contact">
        <Surface.Header>
          <Surface.Title id="contact">Contact Information</Surface.Title>
          <Link href="#edit">Edit</Link>
        </Surface.Header>
        <p style={{ margin: 0 }}>Jordan Lee, (555) 010-2030</p>
      </Surface.Root>
      <Surface.Root variant="subtle" aria-labelledby="instructions">
        <Surface.Title id="instructions">Delivery Instructions</Surface.Title>
        <p style={{ margin: 0 }}>Leave at my door.</p>
      </Surface.Root>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('each section is a region named by its title', async () => {
      await expect(canvas.getByRole('region', { name: 'Contact Information' })).toBeVisible()
    })
    await step('the title has space under it', async () => {
      const title = canvas.getByRole('heading', { name: 'Contact Information' })
      const text = canvas.getByText('Jordan Lee, (555) 010-2030')
      const gap = text.getBoundingClientRect().top - title.getBoundingClientRect().bottom
      await expect(gap).toBeGreaterThanOrEqual(16)
    })
  },
}

export const SurfacesAt375: Story = {
  ...Surfaces,
  parameters: { visualViewport: { width: 375, height: 900 } },
  play: undefined,
}
export const ColumnsOfTilesAt479: Story = {
  ...ColumnsOfTiles,
  ...atViewport('phoneMax'),
  play: undefined,
}
