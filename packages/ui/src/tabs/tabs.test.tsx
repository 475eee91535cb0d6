import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, type KeyboardEvent, type ReactNode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './index.js'

const methods = [
  { value: 'pickup', label: 'Pickup', panel: 'Stores near 62704.' },
  { value: 'delivery', label: 'Delivery', panel: 'Delivery from 2 PM.' },
  { value: 'ship', label: 'Ship', panel: 'Shipped in 3 to 5 days.', disabled: true },
  { value: 'in-store', label: 'In store', panel: 'Shop the aisles.' },
]

function MethodTabs(props: Tabs.RootProps) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Shopping method">
        {methods.map((m) => (
          <Tabs.Trigger key={m.value} value={m.value} disabled={m.disabled}>
            {m.label}
          </Tabs.Trigger>
        ))}
        <Tabs.Indicator data-testid="indicator" />
      </Tabs.List>
      {methods.map((m) => (
        <Tabs.Content key={m.value} value={m.value}>
          {m.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

function Controlled() {
  const [value, setValue] = useState('in-store')
  return (
    <>
      <output>{value}</output>
      <MethodTabs value={value} onValueChange={(d) => setValue(d.value)} />
    </>
  )
}

/** Two tabs, A and B, with the panels (or anything) given as children. */
function Sections({
  children,
  onListKeyDown,
}: {
  children?: ReactNode
  onListKeyDown?: (event: KeyboardEvent) => void
}) {
  return (
    <Tabs.Root defaultValue="a">
      <Tabs.List aria-label="Sections" onKeyDown={onListKeyDown}>
        <Tabs.Trigger value="a">A</Tabs.Trigger>
        <Tabs.Trigger value="b">B</Tabs.Trigger>
      </Tabs.List>
      {children}
    </Tabs.Root>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
/** Shown: neither it nor an ancestor is `hidden`. */
const visible = (el: HTMLElement) => el.closest('[hidden]') === null
/** The text of the element that `aria-labelledby` points to. */
const nameOf = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent

function expectSelected(name: string) {
  expect(document.activeElement).toBe(tab(name))
  expect(tab(name).getAttribute('aria-selected')).toBe('true')
  expect(tab(name).hasAttribute('data-selected')).toBe(true)
  expect(tab(name).getAttribute('tabindex')).toBe('0')
  const panel = screen.getByRole('tabpanel')
  expect(panel.getAttribute('id')).toBe(tab(name).getAttribute('aria-controls'))
  expect(nameOf(panel)).toBe(name)
}

describe('Tabs', () => {
  it('wires the WAI-ARIA roles, ids and the recipe’s data attributes', () => {
    render(<MethodTabs defaultValue="pickup" id="method" />)
    const list = screen.getByRole('tablist', { name: 'Shopping method' })
    expect(list.getAttribute('aria-orientation')).toBe('horizontal')
    expect(list.getAttribute('data-scope')).toBe('tabs')
    expect(list.getAttribute('data-part')).toBe('list')
    expect(list.className).toContain('tabs__list')
    const root = list.parentElement as HTMLElement
    expect(root.getAttribute('id')).toBe('tabs:method')
    expect(root.getAttribute('data-part')).toBe('root')
    expect(root.getAttribute('data-orientation')).toBe('horizontal')
    expect(root.className).toContain('tabs__root')

    expect(tab('Pickup').getAttribute('id')).toBe('tabs:method:trigger-pickup')
    expect(tab('Pickup').getAttribute('aria-controls')).toBe('tabs:method:content-pickup')
    expect(tab('Pickup').getAttribute('data-part')).toBe('trigger')
    expect(tab('Pickup').getAttribute('data-orientation')).toBe('horizontal')
    expect(tab('Pickup').getAttribute('type')).toBe('button')
    expect(tab('Delivery').getAttribute('aria-selected')).toBe('false')
    expect(tab('Delivery').hasAttribute('data-selected')).toBe(false)
    expect(tab('Delivery').hasAttribute('aria-controls')).toBe(false)
    expect(tab('Delivery').getAttribute('tabindex')).toBe('-1')
    expect((tab('Ship') as HTMLButtonElement).disabled).toBe(true)
    expect(tab('Ship').hasAttribute('data-disabled')).toBe(true)

    const panel = screen.getByRole('tabpanel', { name: 'Pickup' })
    expect(panel.getAttribute('id')).toBe('tabs:method:content-pickup')
    expect(panel.getAttribute('aria-labelledby')).toBe('tabs:method:trigger-pickup')
    expect(panel.getAttribute('data-part')).toBe('content')
    expect(panel.hasAttribute('data-selected')).toBe(true)
    expect(panel.textContent).toContain('Stores near 62704.')
    // The other panels are mounted but hidden.
    expect(visible(screen.getByText('Delivery from 2 PM.'))).toBe(false)
    expect(screen.getByText('Delivery from 2 PM.').hasAttribute('hidden')).toBe(true)

    const indicator = screen.getByTestId('indicator')
    expect(indicator.getAttribute('data-part')).toBe('indicator')
    expect(indicator.style.position).toBe('absolute')
    expect(indicator.style.left).toBe('var(--left)')
  })

  it('takes ids for its parts from `ids`', () => {
    render(
      <MethodTabs
        defaultValue="pickup"
        ids={{ trigger: (v) => `t-${v}`, content: (v) => `c-${v}`, list: 'l' }}
      />,
    )
    expect(screen.getByRole('tablist').getAttribute('id')).toBe('l')
    expect(tab('Pickup').getAttribute('id')).toBe('t-pickup')
    expect(tab('Pickup').getAttribute('aria-controls')).toBe('c-pickup')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('t-pickup')
  })

  it('Tab reaches the selected tab only, then the panel', async () => {
    const user = userEvent.setup()
    render(<MethodTabs defaultValue="delivery" />)
    await user.tab()
    expectSelected('Delivery')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
    expect(screen.getByRole('tabpanel').getAttribute('tabindex')).toBe('0')
  })

  // Each row: the root's props, then keys pressed on the selected tab and the tab then focused and selected.
  it.each<[string, Tabs.RootProps, [string, string][]]>([
    [
      'Right and Left move and select, skip disabled tabs, and wrap',
      { defaultValue: 'pickup' },
      [
        ['{ArrowRight}', 'Delivery'],
        ['{ArrowRight}', 'In store'],
        ['{ArrowRight}', 'Pickup'],
        ['{ArrowLeft}', 'In store'],
        ['{ArrowLeft}', 'Delivery'],
      ],
    ],
    [
      'Home and End jump to the first and last enabled tab',
      { defaultValue: 'delivery' },
      [
        ['{End}', 'In store'],
        ['{Home}', 'Pickup'],
      ],
    ],
    [
      'Up and Down are left to the page in a horizontal list',
      { defaultValue: 'pickup' },
      [
        ['{ArrowDown}', 'Pickup'],
        ['{ArrowUp}', 'Pickup'],
      ],
    ],
    [
      'Up and Down move in a vertical list, Left and Right do not',
      { defaultValue: 'pickup', orientation: 'vertical' },
      [
        ['{ArrowDown}', 'Delivery'],
        ['{ArrowUp}', 'Pickup'],
        ['{ArrowRight}', 'Pickup'],
      ],
    ],
    [
      'in right-to-left text, Left moves to the next tab',
      { defaultValue: 'pickup', dir: 'rtl' },
      [['{ArrowLeft}', 'Delivery']],
    ],
    [
      'without loopFocus, the arrows stop at either end',
      { defaultValue: 'in-store', loopFocus: false },
      [
        ['{ArrowRight}', 'In store'],
        ['{Home}', 'Pickup'],
        ['{ArrowLeft}', 'Pickup'],
      ],
    ],
  ])('%s', async (_, props, steps) => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<MethodTabs {...props} onValueChange={onValueChange} />)
    await user.tab()
    for (const [key, name] of steps) {
      const before = screen.getByRole('tabpanel').getAttribute('aria-labelledby')
      await user.keyboard(key)
      expectSelected(name)
      if (before !== tab(name).id)
        expect(onValueChange).toHaveBeenLastCalledWith({ value: tab(name).dataset.value })
    }
  })

  it('a click selects a tab, once; a disabled tab cannot be selected', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<MethodTabs defaultValue="pickup" onValueChange={onValueChange} />)
    await user.click(tab('Delivery'))
    expectSelected('Delivery')
    expect(onValueChange).toHaveBeenCalledTimes(1)
    expect(onValueChange).toHaveBeenCalledWith({ value: 'delivery' })
    await user.click(tab('Ship'))
    expect(tab('Delivery').getAttribute('aria-selected')).toBe('true')
    expect(onValueChange).toHaveBeenCalledTimes(1)
  })

  it('in manual mode, arrows move focus and Enter or Space selects', async () => {
    const user = userEvent.setup()
    render(<MethodTabs defaultValue="pickup" activationMode="manual" />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Delivery'))
    expect(tab('Pickup').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    expect(tab('Delivery').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowRight} ')
    expect(tab('In store').getAttribute('aria-selected')).toBe('true')
  })

  it('when controlled, shows `value` and asks to change it through onValueChange', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(<MethodTabs value="pickup" onValueChange={onValueChange} />)
    await user.click(tab('Delivery'))
    expect(onValueChange).toHaveBeenCalledWith({ value: 'delivery' })
    expect(tab('Pickup').getAttribute('aria-selected')).toBe('true')
    rerender(<MethodTabs value="delivery" onValueChange={onValueChange} />)
    expect(tab('Delivery').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toContain('Delivery from 2 PM.')

    rerender(<Controlled />)
    await user.click(tab('Pickup'))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('status').textContent).toContain('delivery')
    expectSelected('Delivery')
  })

  it('lazyMount mounts a panel when its tab is first selected, and keeps it', async () => {
    const user = userEvent.setup()
    render(<MethodTabs defaultValue="pickup" lazyMount />)
    expect(screen.queryByText('Delivery from 2 PM.')).toBeNull()
    await user.click(tab('Delivery'))
    expect(visible(screen.getByText('Delivery from 2 PM.'))).toBe(true)
    await user.click(tab('Pickup'))
    expect(visible(screen.getByText('Delivery from 2 PM.'))).toBe(false)
  })

  it('unmountOnExit unmounts a panel when its tab is left', async () => {
    const user = userEvent.setup()
    render(<MethodTabs defaultValue="pickup" lazyMount unmountOnExit />)
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1)
    await user.click(tab('Delivery'))
    expect(screen.queryByText('Stores near 62704.')).toBeNull()
    expect(visible(screen.getByText('Delivery from 2 PM.'))).toBe(true)
  })

  it('the panel is a tab stop only while it holds nothing focusable', async () => {
    render(
      <Sections>
        <Tabs.Content value="a">Text only</Tabs.Content>
        <Tabs.Content value="b">
          <button type="button">Inside</button>
        </Tabs.Content>
      </Sections>,
    )
    expect(screen.getByRole('tabpanel', { name: 'A' }).getAttribute('tabindex')).toBe('0')
    fireEvent.click(screen.getByRole('tab', { name: 'B' }))
    expect(screen.getByRole('tabpanel', { name: 'B' }).hasAttribute('tabindex')).toBe(false)
  })

  it('passes other props, handlers, classes and refs through to each part', async () => {
    const user = userEvent.setup()
    const refs = {
      root: createRef<HTMLDivElement>(),
      list: createRef<HTMLDivElement>(),
      trigger: createRef<HTMLButtonElement>(),
      content: createRef<HTMLDivElement>(),
      indicator: createRef<HTMLDivElement>(),
    }
    const onKeyDown = vi.fn()
    const onClick = vi.fn()
    const onFocus = vi.fn()
    render(
      <Tabs.Root ref={refs.root} defaultValue="a" data-testid="root" className="host" fitted>
        <Tabs.List ref={refs.list} aria-label="Sections" onKeyDown={onKeyDown}>
          <Tabs.Trigger ref={refs.trigger} value="a" onClick={onClick} onFocus={onFocus}>
            A
          </Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
          <Tabs.Indicator ref={refs.indicator} style={{ opacity: 0.5 }} />
        </Tabs.List>
        <Tabs.Content ref={refs.content} value="a" aria-describedby="hint" className="panel">
          A panel
        </Tabs.Content>
        <Tabs.Content value="b">B panel</Tabs.Content>
      </Tabs.Root>,
    )
    const root = screen.getByTestId('root')
    expect(refs.root.current).toBe(root)
    expect(root.className).toContain('host')
    expect(root.hasAttribute('fitted')).toBe(false)
    expect(refs.list.current).toBe(screen.getByRole('tablist'))
    expect(refs.trigger.current).toBe(tab('A'))
    expect(refs.content.current).toBe(screen.getByRole('tabpanel'))
    expect(refs.content.current?.getAttribute('aria-describedby')).toBe('hint')
    expect(refs.content.current?.className).toContain('panel')
    expect(refs.indicator.current?.style.opacity).toBe('0.5')
    await user.click(tab('A'))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onFocus).toHaveBeenCalledTimes(1)
    await user.keyboard('{ArrowRight}')
    expect(onKeyDown).toHaveBeenCalledTimes(1)
    expect(tab('B').getAttribute('aria-selected')).toBe('true')
  })

  it('a list handler that prevents the default keeps the tabs where they are', async () => {
    const user = userEvent.setup()
    render(<Sections onListKeyDown={(e) => e.preventDefault()} />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('A'))
  })

  it('Tabs.Context renders from the selected tab', async () => {
    render(
      <Sections>
        <Tabs.Context>
          {(tabs) => (
            <button type="button" onClick={() => tabs.setValue('b')}>
              Now {tabs.value}
            </button>
          )}
        </Tabs.Context>
      </Sections>,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Now a' })))
    expect(screen.getByRole('button', { name: 'Now b' }).isConnected).toBe(true)
    expect(tab('B').getAttribute('aria-selected')).toBe('true')
  })

  it('names the missing root when a part is outside one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Tabs.Trigger value="a">A</Tabs.Trigger>)).toThrow(/Tabs\.Trigger/)
    vi.restoreAllMocks()
  })
})
