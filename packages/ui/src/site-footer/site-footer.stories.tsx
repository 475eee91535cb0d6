import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart, propRows } from '../storybook/prop-rows.js'
import { SiteFooter } from './index.js'

const meta = {
  title: 'Patterns / Layout / Site Footer',
  // The id of its first title: links and visual references stay.
  id: 'layout-site-footer',
  component: SiteFooter.Root,
  argTypes: propRows([
    ['children', 'ReactNode', 'SiteFooter.Links, PhoneLine and Copyright, centred at page width.'],
    [
      'asChild',
      'boolean',
      'Renders its child element in place of its own, with the part’s props.',
      'false',
    ],
  ]),
  // A props table per part on the docs page, beside the Root's.
  subcomponents: {
    'SiteFooter.Links': documentedPart('SiteFooter.Links', 'nav', [
      ['aria-label!', 'string', 'Names the navigation landmark, e.g. Legal; a page has several.'],
      ['children', 'ReactNode', 'The SiteFooter.Link items, in a list.'],
    ]),
    'SiteFooter.Link': documentedPart('SiteFooter.Link', 'a', [
      ['href', 'string', 'Where the link leads.'],
      ['children', 'ReactNode', 'The link text.'],
      [
        'asChild',
        'boolean',
        'Renders its child (the router’s link) in place of the `<a>`.',
        'false',
      ],
    ]),
    'SiteFooter.PhoneLine': documentedPart('SiteFooter.PhoneLine', 'p', [
      [
        'children',
        'ReactNode',
        'The line for screen-reader users, with the number in a tel: link.',
      ],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'SiteFooter.Copyright': documentedPart('SiteFooter.Copyright', 'p', [
      ['children', 'ReactNode', 'The copyright line.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SiteFooter.Root>

export default meta
type Story = StoryObj<typeof meta>

// Fictional numbers, one per banner: the phone line varies by banner (checkout.md §2).
const phones: Record<string, { e164: string; display: string }> = {
  greenleaf: { e164: '+18005550105', display: '1-800-555-0105' },
  hilltop: { e164: '+18885550125', display: '1-888-555-0125' },
  copperline: { e164: '+18775550145', display: '1-877-555-0145' },
}

/** 'Show code' of Default: the usage, without the every-banner gallery around it. */
const footerSource = `<SiteFooter.Root>
  <SiteFooter.Links aria-label="Legal">
    <SiteFooter.Link href="/i/terms/accessibility">Accessibility Statement</SiteFooter.Link>
    <SiteFooter.Link href="/i/privacy-policy">Privacy Policy</SiteFooter.Link>
    <SiteFooter.Link href="#cookies">Cookie Settings</SiteFooter.Link>
  </SiteFooter.Links>
  <SiteFooter.PhoneLine>
    Screen reader users who need help with this website may call{' '}
    <a href="tel:+18005550199">1-800-555-0199</a>.
  </SiteFooter.PhoneLine>
  <SiteFooter.Copyright>© 2026 {banner.name}. All rights reserved.</SiteFooter.Copyright>
</SiteFooter.Root>`

/**
 * checkout.md §2 "Cart item lists and footer": accessibility statement, privacy and
 * cookie-settings links, the phone line for screen-reader users and the copyright line.
 */
export const Default: Story = {
  parameters: { docs: { source: { code: footerSource } } },
  render: (args) => (
    <AllBanners>
      {(banner) => {
        const phone = phones[banner.id] ?? { e164: '+18005550199', display: '1-800-555-0199' }
        return (
          <SiteFooter.Root {...args}>
            <SiteFooter.Links aria-label={`${banner.name} legal`}>
              <SiteFooter.Link href="#accessibility">Accessibility Statement</SiteFooter.Link>
              <SiteFooter.Link href="#privacy">Privacy Policy</SiteFooter.Link>
              <SiteFooter.Link href="#cookies">Cookie Settings</SiteFooter.Link>
            </SiteFooter.Links>
            <SiteFooter.PhoneLine>
              Screen reader users who need help with this website may call{' '}
              <a href={`tel:${phone.e164}`}>{phone.display}</a>.
            </SiteFooter.PhoneLine>
            <SiteFooter.Copyright>© 2026 {banner.name}. All rights reserved.</SiteFooter.Copyright>
          </SiteFooter.Root>
        )
      }}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    await step('the links sit in a labelled list, each a target of at least 24 px', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Greenleaf Grocers legal' })
      await expect(nav.querySelectorAll('ul > li > a')).toHaveLength(3)
      for (const link of canvas.getAllByRole('link', { name: 'Privacy Policy' })) {
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
      }
    })
    await step("each banner's phone line calls its own number", async () => {
      for (const phone of Object.values(phones)) {
        await expect(canvas.getByRole('link', { name: phone.display })).toHaveAttribute(
          'href',
          `tel:${phone.e164}`,
        )
      }
    })
  },
}
