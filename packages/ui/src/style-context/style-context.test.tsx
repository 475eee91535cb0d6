import { cleanup, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageLayout } from '../page-layout/index.js'
import { SiteHeader } from '../site-header/index.js'
import { Tabs } from '../tabs/index.js'

afterEach(cleanup)

describe('the kit style context', () => {
  it('gives the root and each part their slot class, after nothing and before the caller’s', () => {
    render(
      <PageLayout.Root data-testid="root" className="mine">
        <PageLayout.Main data-testid="main">Body</PageLayout.Main>
      </PageLayout.Root>,
    )
    const classes = screen.getByTestId('root').className.split(' ')
    expect(classes[0]).toBe('page-layout__root')
    expect(classes.at(-1)).toBe('mine')
    expect(screen.getByTestId('main').className.split(' ')).toContain('page-layout__main')
  })

  it('turns the root’s variant props into classes and keeps them off the element', () => {
    render(
      <PageLayout.Root data-testid="root" variant="checkout">
        <PageLayout.Main>Body</PageLayout.Main>
      </PageLayout.Root>,
    )
    const root = screen.getByTestId('root')
    expect(root.className.split(' ')).toContain('page-layout__root--variant_checkout')
    expect(root.hasAttribute('variant')).toBe(false)
  })

  it('passes every other prop through, such as an image’s width and height', () => {
    render(
      <SiteHeader.Root>
        <SiteHeader.Logo src="/logo.svg" alt="Greenleaf" width={120} height={40} />
      </SiteHeader.Root>,
    )
    const logo = screen.getByRole('img', { name: 'Greenleaf' })
    expect(logo.getAttribute('width')).toBe('120')
    expect(logo.getAttribute('height')).toBe('40')
    expect(logo.className).toBe('site-header__logo')
  })

  it('forwards refs to the element', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Tabs.Root ref={ref} defaultValue="a" />)
    expect(ref.current?.className.split(' ')).toContain('tabs__root')
  })

  it('throws a named error for a part outside its root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<SiteHeader.Nav aria-label="Account" />)).toThrow(
      /slot "nav".*siteHeader root/,
    )
    vi.restoreAllMocks()
  })
})
