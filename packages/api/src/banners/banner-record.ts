import * as z from 'zod/mini'

/** A banner id, also its `data-banner` theme name: lower-case letters, digits and dashes. */
const bannerId = z.string().check(z.regex(/^[a-z][a-z0-9-]*$/))

/** A bare host name such as `greenleaf.example`: no scheme, port, path or `www.`. */
const domain = z
  .string()
  .check(
    z.regex(
      /^(?!www\.)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
      'must be a bare lower-case host name, such as orchard.example',
    ),
    z.maxLength(253),
  )

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * A phone number in E.164 (`+18005550100`) with the form shoppers read
 * (`1-800-555-0100`). The display form must show the same digits, the country
 * code optional, so the link and the text can never disagree.
 */
export const phoneNumberSchema = z
  .object({
    e164: z.string().check(z.regex(/^\+[1-9]\d{7,14}$/, 'must be E.164, such as +18005550100')),
    display: z.string().check(z.minLength(7)),
  })
  .check(
    z.refine((phone) => {
      const shown = digitsOf(phone.display)
      const full = phone.e164.slice(1)
      return shown === full || (shown.length >= 10 && full.endsWith(shown))
    }, 'The display form must show the digits of the E.164 number'),
  )

export type PhoneNumber = z.infer<typeof phoneNumberSchema>

/** Host applications of the wallet (wallet-flyout.md §1); each may have its own service number. */
export const hostApplicationSchema = z.enum([
  'CLICKLIST',
  'MEMBERSHIP',
  'RXWEB',
  'EPRN',
  'WEB HOSTED PAYMENT PAGE',
])

export type HostApplication = z.infer<typeof hostApplicationSchema>

/** Membership plan codes (shopping-method-selector.md §3): BST and HTEL same-day, BSTL and HTPL next-day. */
export const membershipPlanCodeSchema = z.enum(['BST', 'BSTL', 'HTEL', 'HTPL'])

const text = z.string().check(z.minLength(1))

/**
 * One store banner: its host name, branding, shopping modalities, the names the
 * services know it by, its customer-service numbers and the switches of its
 * account menu. The specs list about 35 banners of this shape
 * (shopping-method-selector.md §1 and §3 "Banner table", account-area.md §3
 * "Banner logo table", checkout.md §2 and §9).
 */
export const bannerRecordSchema = z.object({
  /** Also the ui theme name, set as `data-banner` on the page. */
  id: bannerId,
  /** The banner's host name; `www.` and any subdomain of it select it too. */
  domain,
  /** Shown in page titles and as the logo's alternative text. */
  title: text,
  logo: z.object({
    /** Path of the logo under the storefront's public folder. */
    asset: z.string().check(z.regex(/^\/banners\/[a-z][a-z0-9-]*\/[\w.-]+\.svg$/)),
    /** Intrinsic size in CSS pixels, so the header does not shift when it loads. */
    width: z.number().check(z.int(), z.positive()),
    height: z.number().check(z.int(), z.positive()),
  }),
  modalityCapabilities: z.object({
    DELIVERY: z.boolean(),
    IN_STORE: z.boolean(),
    PICKUP: z.boolean(),
    SHIP: z.boolean(),
  }),
  storeLocatorBrand: text,
  tenantName: text,
  /** The cross-banner name the services use. */
  xBannerName: text,
  /** The banner's own delivery option, e.g. in 'Show only {label}' (checkout.md §2). */
  deliveryLabel: text,
  membership: z.object({
    /** Membership brand: 'Boost' on the main banner, 'HTPlus' on the second. */
    name: text,
    plans: z.array(z.object({ code: membershipPlanCodeSchema, title: text })),
  }),
  /** Account navigation per banner (account-area.md §2). */
  accountMenu: z.object({
    purchaseHistory: z.boolean(),
    walletHidden: z.boolean(),
    /** Replaces the Wallet link when the hosted-payment switch is on. */
    hostedWalletHref: z.optional(z.string().check(z.url())),
    prescriptionsHidden: z.boolean(),
    /** null when the banner does not take part in community rewards. */
    communityRewardsLabel: z.nullable(text),
    /** Label of the Membership link. */
    membershipLabel: text,
    /** The one banner with an external education-programme link. */
    educationLink: z.optional(z.object({ label: text, href: z.string().check(z.url()) })),
  }),
  customerService: z.object({
    /** The number of the banner when nothing more specific applies. */
    default: phoneNumberSchema,
    byHostApplication: z.partialRecord(hostApplicationSchema, phoneNumberSchema),
    /** Keyed by the time slots' vendorId (checkout.md §2 "Customer Service" block). */
    byDeliveryVendor: z.record(z.string().check(z.regex(/^[\w-]+$/)), phoneNumberSchema),
  }),
  footer: z.object({
    copyrightHolder: text,
    /** The line for screen-reader users, followed by its number (checkout.md §2 footer). */
    screenReaderLine: z.object({ text, phone: phoneNumberSchema }),
  }),
})

export type BannerRecord = z.infer<typeof bannerRecordSchema>

/** A field path as written in a banner file: `customerService.default.e164`, `membership.plans.0.code`. */
const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.')

/**
 * What is wrong with a banner's registry entry, one line per problem, each naming the
 * banner and the field (`Banner "orchard": field "customerService.default.e164" ...`).
 * Empty when the entry is valid.
 */
export function bannerRecordIssues(record: unknown): string[] {
  const id =
    typeof record === 'object' && record !== null && 'id' in record ? String(record.id) : '?'
  const result = bannerRecordSchema.safeParse(record)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const value = issue.path.reduce<unknown>(
      (at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key],
      record,
    )
    const what = value === undefined ? 'is missing' : `is invalid: ${issue.message}`
    return `Banner "${id}": field "${fieldPath(issue.path)}" ${what}`
  })
}
