import * as z from 'zod/mini'

/** The tip panel's policy text (checkout.md §7 "Tipping policy content"). */
export const TIPPING_POLICY_CONTAINER_ID = 'tipping-policy'

/** Bounds of a flex container (ours): id length, title, blocks and each block's text. */
export const FLEX_CONTENT_LIMITS = { id: 100, title: 120, blocks: 10, text: 600 } as const

/**
 * A flex container by its id (checkout.md §7: "flex container with id 'tipping-policy'";
 * the path, the query and the answer's shape are ours).
 */
export const flexContentParamsSchema = z.object({
  containerId: z
    .string()
    .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(FLEX_CONTENT_LIMITS.id)),
})

export const flexContentResponseSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(FLEX_CONTENT_LIMITS.id)),
  title: z.optional(z.string().check(z.minLength(1), z.maxLength(FLEX_CONTENT_LIMITS.title))),
  /** Paragraphs in order. */
  blocks: z
    .array(
      z.object({ text: z.string().check(z.minLength(1), z.maxLength(FLEX_CONTENT_LIMITS.text)) }),
    )
    .check(z.minLength(1), z.maxLength(FLEX_CONTENT_LIMITS.blocks)),
})
export type FlexContent = z.infer<typeof flexContentResponseSchema>
