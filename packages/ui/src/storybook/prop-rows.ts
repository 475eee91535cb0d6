import type { ArgTypes } from '@storybook/react-vite'

/** One row of a props table: name, type, what it does, its default (if any). */
export type PropRow = readonly [name: string, type: string, description: string, fallback?: string]

/**
 * A docs page's props table for a part the docs' type reader cannot see through (the kit's
 * style-context wrappers around Ark parts): table rows only, no controls, since the stories
 * drive these props themselves.
 */
export function propRows(rows: readonly PropRow[]): Partial<ArgTypes> {
  return Object.fromEntries(
    rows.map(([name, type, description, fallback]) => [
      name,
      {
        description,
        control: false,
        table: {
          type: { summary: type },
          ...(fallback === undefined ? {} : { defaultValue: { summary: fallback } }),
        },
      },
    ]),
  )
}
