import * as z from 'zod/mini'

/** The selector's string table (shopping-method-selector.md §7 "Text content"). */
export const SELECTOR_TEXT_CONTENT_ID = 'modality/fulfillment/text'
/** The string table's version the selector reads (§7: "string table v1.0.0"). */
export const SELECTOR_TEXT_CONTENT_VERSION = '1.0.0'

/** Bounds of a string table (ours): entries, key length, text length. */
export const TEXT_CONTENT_LIMITS = { entries: 200, key: 100, text: 500 } as const

/**
 * Text content by id and version (§7: fetched by id, methods and paths not shown; the
 * query and the answer's shape are ours).
 */
export const textContentQuerySchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/), z.maxLength(100)),
  version: z.string().check(z.regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/)),
})
export type TextContentQuery = z.infer<typeof textContentQuerySchema>

export const textContentResponseSchema = z.object({
  id: z.string(),
  version: z.string(),
  /** Text by key, e.g. `postalCodeSearch.submit`. */
  strings: z
    .record(
      z.string().check(z.minLength(1), z.maxLength(TEXT_CONTENT_LIMITS.key)),
      z.string().check(z.maxLength(TEXT_CONTENT_LIMITS.text)),
    )
    .check(
      z.refine((strings) => Object.keys(strings).length <= TEXT_CONTENT_LIMITS.entries, {
        message: `at most ${TEXT_CONTENT_LIMITS.entries} strings`,
      }),
    ),
})
export type TextContentResponse = z.infer<typeof textContentResponseSchema>
