import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BannerScope, Logo, useBannerScope } from './index.js'

afterEach(cleanup)

function Name() {
  return <span>{useBannerScope().name}</span>
}

const hilltop = { id: 'hilltop', name: 'Hilltop Market' }

describe('BannerScope', () => {
  it('sets data-banner on a wrapping div', () => {
    render(
      <BannerScope banner={hilltop} data-testid="scope">
        <p>inside</p>
      </BannerScope>,
    )
    const scope = screen.getByTestId('scope')
    expect(scope.tagName).toBe('DIV')
    expect(scope).toHaveProperty('dataset.banner', 'hilltop')
  })

  it('with asChild sets data-banner on its child instead', () => {
    const { container } = render(
      <BannerScope banner={hilltop} asChild>
        <main>inside</main>
      </BannerScope>,
    )
    expect(container.firstElementChild?.tagName).toBe('MAIN')
    expect(container.firstElementChild).toHaveProperty('dataset.banner', 'hilltop')
  })

  it('hands the banner to useBannerScope', () => {
    render(
      <BannerScope banner={hilltop}>
        <Name />
      </BannerScope>,
    )
    expect(screen.getByText('Hilltop Market')).toBeTruthy()
  })
})

describe('Logo', () => {
  it('shows the logo image, named by its alt or the banner name, linking to href', () => {
    render(
      <BannerScope banner={{ ...hilltop, logo: { src: '/hilltop.svg', width: 168, height: 40 } }}>
        <Logo href="/" />
      </BannerScope>,
    )
    const link = screen.getByRole('link', { name: 'Hilltop Market' })
    expect(link.getAttribute('href')).toBe('/')
    const image = screen.getByRole('img', { name: 'Hilltop Market' })
    expect(image.getAttribute('src')).toBe('/hilltop.svg')
    expect(image.getAttribute('width')).toBe('168')
  })

  it('shows the name as a wordmark when the banner has no logo, and no link without href', () => {
    render(
      <BannerScope banner={hilltop}>
        <Logo />
      </BannerScope>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Hilltop Market')).toBeTruthy()
  })

  it('throws a named error outside a BannerScope', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Logo href="/" />)).toThrow(/useBannerScope.*<BannerScope>/)
    vi.restoreAllMocks()
  })
})
