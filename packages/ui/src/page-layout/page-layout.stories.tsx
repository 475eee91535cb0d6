import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties, ReactNode } from 'react'
import { expect } from 'storybook/test'
import * as Surface from '../layout/surface.js'
import { SiteFooter } from '../site-footer/index.js'
import { SiteHeader } from '../site-header/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { documentedPart, propRows } from '../storybook/prop-rows.js'
import { wordmark } from '../storybook/wordmark.js'
import { PageLayout } from './index.js'

// Three pages side by side: not each as tall as the viewport.
const compact: CSSProperties = { minHeight: 0 }

/**
 * A page's main content. Shown three times side by side, it is a `div` here (`asChild`):
 * a document has one main landmark, at its top level.
 */
function Main({ id, children }: { id: string; children: ReactNode }) {
  return (
    <PageLayout.Main id={id} asChild>
      <div>{children}</div>
    </PageLayout.Main>
  )
}

const meta = {
  title: 'Patterns / Layout / Page Layout',
  // The id of its first title: links and visual references stay.
  id: 'layout-page-layout',
  component: PageLayout.Root,
  argTypes: propRows([
    [
      'variant',
      "'site' | 'checkout'",
      'The checkout page is quieter: its main on the subtle background.',
      "'site'",
    ],
    [
      'fillFirstScreen',
      'boolean',
      'Main is at least as tall as the viewport, so the footer does not jump when content arrives.',
      'false',
    ],
    [
      'asChild',
      'boolean',
      'Renders its one child element with the root’s props and class.',
      'false',
    ],
  ]),
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'PageLayout.SkipLink': documentedPart('PageLayout.SkipLink', 'a', [
      ['href', 'string', 'The target of the jump.', "'#main'"],
      ['children', 'ReactNode', 'The link text.', "'Skip to main content'"],
    ]),
    'PageLayout.Title': documentedPart('PageLayout.Title', 'h1', [
      ['children', 'ReactNode', 'The page’s one heading.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'PageLayout.Body': documentedPart('PageLayout.Body', 'div', [
      [
        'children',
        'ReactNode',
        'PageLayout.Content and, beside it on wide screens, PageLayout.Aside.',
      ],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'PageLayout.Main': documentedPart('PageLayout.Main', 'main', [
      ['id', 'string', 'The skip link’s target.', "'main'"],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'PageLayout.Content': documentedPart('PageLayout.Content', 'div', [
      ['children', 'ReactNode', 'The wide column’s sections, one under the other.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'PageLayout.Aside': documentedPart('PageLayout.Aside', 'aside', [
      ['aria-label', 'string', 'Names the complementary landmark, e.g. Order summary.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof PageLayout.Root>

export default meta
type Story = StoryObj<typeof meta>

function Footer({ name }: { name: string }) {
  return (
    <SiteFooter.Root>
      <SiteFooter.Links aria-label={`${name} legal`}>
        <SiteFooter.Link href="#accessibility">Accessibility Statement</SiteFooter.Link>
        <SiteFooter.Link href="#privacy">Privacy Policy</SiteFooter.Link>
      </SiteFooter.Links>
      <SiteFooter.Copyright>© 2026 {name}. All rights reserved.</SiteFooter.Copyright>
    </SiteFooter.Root>
  )
}

/** 'Show code' of Site: the usage, without the every-banner gallery around it. */
const siteSource = `<PageLayout.Root>
  <PageLayout.SkipLink href="#main" />
  <SiteHeader.Root>
    <SiteHeader.Brand href="/">
      <SiteHeader.Logo src={banner.logo} alt={banner.name} width={180} height={40} />
    </SiteHeader.Brand>
  </SiteHeader.Root>
  <PageLayout.Main id="main">
    <PageLayout.Title>Address Book</PageLayout.Title>
    <PageLayout.Body>
      <PageLayout.Content>{/* the page */}</PageLayout.Content>
      <PageLayout.Aside aria-label="Order summary">{/* beside it from 1024 px */}</PageLayout.Aside>
    </PageLayout.Body>
  </PageLayout.Main>
  <SiteFooter.Root>{/* links, phone line, copyright */}</SiteFooter.Root>
</PageLayout.Root>`

/** A shop page: skip link, header with the logo, the page with its heading, footer. */
export const Site: Story = {
  parameters: { docs: { source: { code: siteSource } } },
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <PageLayout.Root {...args} style={compact}>
          <PageLayout.SkipLink href={`#main-${banner.id}`} />
          <SiteHeader.Root>
            <SiteHeader.Brand href="#home">
              <SiteHeader.Logo
                src={wordmark(banner.name)}
                alt={banner.name}
                width={180}
                height={40}
              />
            </SiteHeader.Brand>
          </SiteHeader.Root>
          <Main id={`main-${banner.id}`}>
            <PageLayout.Title>Address Book</PageLayout.Title>
            <p>Your saved addresses.</p>
          </Main>
          <Footer name={banner.name} />
        </PageLayout.Root>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const [skip] = canvas.getAllByRole('link', { name: 'Skip to main content' })
    await step('the first Tab shows the skip link, which targets the main content', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(skip).toHaveFocus()
      await expect(getComputedStyle(skip as HTMLElement).transform).toBe('none')
      // Following it is checked end to end: a fragment link would navigate this test frame.
      await expect(skip).toHaveAttribute('href', '#main-greenleaf')
      await expect(document.getElementById('main-greenleaf')).toHaveAttribute('tabindex', '-1')
    })
  },
}

/** 'Show code' of Checkout: the usage, without the every-banner gallery around it. */
const checkoutSource = `<PageLayout.Root variant="checkout">
  <PageLayout.SkipLink href="#main" />
  <SiteHeader.Root>
    <SiteHeader.BackLink href="/cart">Back to Cart</SiteHeader.BackLink>
    <SiteHeader.Brand href="/">
      <SiteHeader.Logo src={banner.logo} alt={banner.name} width={180} height={40} />
    </SiteHeader.Brand>
  </SiteHeader.Root>
  <PageLayout.Main id="main">
    <PageLayout.Title>Schedule your order</PageLayout.Title>
  </PageLayout.Main>
  <SiteFooter.Root>{/* links, phone line, copyright */}</SiteFooter.Root>
</PageLayout.Root>`

/** The checkout layout (checkout.md §2): back link, header logo and footer, on the quiet background. */
export const Checkout: Story = {
  parameters: { docs: { source: { code: checkoutSource } } },
  args: { variant: 'checkout' },
  render: (args) => (
    <AllBanners>
      {(banner) => (
        <PageLayout.Root {...args} style={compact}>
          <PageLayout.SkipLink href={`#main-${banner.id}`} />
          <SiteHeader.Root>
            <SiteHeader.BackLink href="#cart">Back to Cart</SiteHeader.BackLink>
            <SiteHeader.Brand href="#home">
              <SiteHeader.Logo
                src={wordmark(banner.name)}
                alt={banner.name}
                width={180}
                height={40}
              />
            </SiteHeader.Brand>
          </SiteHeader.Root>
          <Main id={`main-${banner.id}`}>
            <PageLayout.Title>Schedule your order</PageLayout.Title>
            <p>Choose a day and time.</p>
          </Main>
          <Footer name={banner.name} />
        </PageLayout.Root>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    await step('each page has one heading of level 1', async () => {
      await expect(
        canvas.getAllByRole('heading', { level: 1, name: 'Schedule your order' }),
      ).toHaveLength(3)
    })
  },
}

/**
 * A page with a summary beside its sections from 1024 px (checkout.md §2), sticky as the
 * sections scroll by; one column, the summary last, on narrow screens.
 */
export const WithAside: Story = {
  args: { variant: 'checkout' },
  render: (args) => (
    <PageLayout.Root {...args} style={compact}>
      <Main id="main-aside">
        <PageLayout.Title>Payment details</PageLayout.Title>
        <PageLayout.Body data-testid="body">
          <PageLayout.Content data-testid="content">
            {['Order Details', 'Contact Information', 'Payment'].map((name) => (
              <Surface.Root key={name} aria-label={name}>
                <Surface.Title>{name}</Surface.Title>
                <p style={{ margin: 0 }}>Details of {name.toLowerCase()}.</p>
              </Surface.Root>
            ))}
          </PageLayout.Content>
          <PageLayout.Aside aria-label="Order Summary" data-testid="aside">
            <Surface.Root>
              <Surface.Title>Order Summary</Surface.Title>
              <p style={{ margin: 0 }}>Subtotal $42.10</p>
            </Surface.Root>
          </PageLayout.Aside>
        </PageLayout.Body>
      </Main>
    </PageLayout.Root>
  ),
  play: async ({ canvas, step }) => {
    await step('at 1280 px the summary sits beside the sections, not under them', async () => {
      const content = canvas.getByTestId('content').getBoundingClientRect()
      const aside = canvas.getByTestId('aside').getBoundingClientRect()
      await expect(aside.left).toBeGreaterThanOrEqual(content.right)
      await expect(aside.top).toBe(content.top)
    })
    await step('the aside is a named complementary landmark', async () => {
      await expect(canvas.getByRole('complementary', { name: 'Order Summary' })).toBeVisible()
    })
  },
}

export const WithAsideAt375: Story = {
  ...WithAside,
  parameters: { visualViewport: { width: 375, height: 900 } },
  play: undefined,
}

export const SiteAt479: Story = { ...Site, ...atViewport('phoneMax'), play: undefined }
export const SiteAt768: Story = { ...Site, ...atViewport('tablet'), play: undefined }
export const SiteAt1920: Story = { ...Site, ...atViewport('desktopXl'), play: undefined }
