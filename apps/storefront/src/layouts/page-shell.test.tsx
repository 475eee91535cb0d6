// While a page's code loads, the layout shows its shell: the heading when it is static,
// and the document already carries the title the page will set, never the last page's.
import { type BannerRecord, banners } from '@aisle/api'
import { PageLayout } from '@aisle/ui'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { BannerProvider } from '../banner-context'
import { PageShell } from './page-shell'

const hilltop = banners.find((b) => b.id === 'hilltop') ?? banners[0]
if (hilltop?.id !== 'hilltop') throw new Error('No hilltop banner')
const banner: BannerRecord = hilltop

function shellAt(path: string) {
  render(
    <BannerProvider banner={banner}>
      <MemoryRouter initialEntries={[path]}>
        <PageLayout.Root>
          <PageLayout.Main>
            <PageShell />
          </PageLayout.Main>
        </PageLayout.Root>
      </MemoryRouter>
    </BannerProvider>,
  )
}

describe('the page shell', () => {
  beforeEach(() => {
    document.title = 'Sign In - Hilltop Market'
  })

  it("titles the document as the page will: 'Checkout Schedule' under 'Schedule your order'", () => {
    shellAt('/scheduling')
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule your order' })).toBeTruthy()
    expect(document.title).toBe('Checkout Schedule - Hilltop Market')
  })

  it('names the cart by its heading', () => {
    shellAt('/cart')
    expect(document.title).toBe(
      `${screen.getByRole('heading', { level: 1 }).textContent} - Hilltop Market`,
    )
  })

  it('drops the last page’s title where the heading is not known before the page', () => {
    shellAt('/account/addresses')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(document.title).toBe('Hilltop Market')
  })
})
