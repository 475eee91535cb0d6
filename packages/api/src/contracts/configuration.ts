import * as z from 'zod/mini'

/**
 * The checkout's remote configuration: the feature switches of its screens. checkout.md
 * §2 names two switches of the delivery scheduling screen, the option filter and the
 * experiment variant 78ca12, and no source for them; this read, its path and its shape
 * are ours. An unknown field is ignored, so a switch may be added without breaking a
 * client.
 */
export const checkoutConfigurationSchema = z.object({
  scheduling: z.object({
    /** Whether the delivery option filter applies: the chips and the toggle (§2). */
    optionFilterAvailable: z.boolean(),
    experiments: z.object({
      /** Variant 78ca12 of the delivery chips: on, it hides the chips and the toggle (§2). */
      deliveryChipsVariant: z.boolean(),
    }),
  }),
})
export type CheckoutConfiguration = z.infer<typeof checkoutConfigurationSchema>

/** What the screens do while the configuration is unknown or unreadable: the spec's normal screen. */
export const DEFAULT_CHECKOUT_CONFIGURATION: CheckoutConfiguration = {
  scheduling: { optionFilterAvailable: true, experiments: { deliveryChipsVariant: false } },
}
