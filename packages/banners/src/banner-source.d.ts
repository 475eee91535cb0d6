/**
 * A theme: values for the kit's semantic tokens that differ from the base theme,
 * nested as the tokens are (`colors.accent.solid`). A value is a reference to a base
 * token (`{colors.blue.700}`) or a raw CSS value (`#0a7f3f`). The kit checks every
 * path against its semantic tokens.
 */
export interface ThemeOverrides {
  [role: string]: string | ThemeOverrides
}

/**
 * One store banner in one file (`<id>.js`): its id, its title, its theme and its registry entry.
 * Data only, plain JavaScript typed by JSDoc: the file imports nothing and needs no
 * build, so the kit (`@aisle/ui`, which reads `theme`), the contracts (`@aisle/api`,
 * which reads `registry`) and the tools load it as it is, without depending on each other. Each validates its half with its own schema;
 * `npm test` runs both over every banner.
 */
export interface BannerSource {
  /** The `data-banner` value and the registry id: lower-case letters, digits and dashes. */
  id: string
  /** Shown in page titles, as the logo's alternative text and in Storybook's switcher. */
  title: string
  /** Overrides of the semantic tokens (`@aisle/ui`'s `semanticTokens`). */
  theme: ThemeOverrides
  /**
   * The rest of the registry entry (`@aisle/api`'s `bannerRecordSchema` without `id` and
   * `title`): domain, logo, modality capabilities, store-locator brand, tenant,
   * cross-banner name, delivery label, membership, account menu, customer service, footer.
   */
  registry: Record<string, unknown>
}
