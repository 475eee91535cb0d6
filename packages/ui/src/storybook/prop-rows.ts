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

interface DocgenProp {
  description: string
  required: boolean
  tsType: { name: 'signature'; raw: string }
  defaultValue?: { value: string }
}

/** What the docs' props table reads from a component (react-docgen's shape). */
export interface DocumentedPart {
  (): null
  displayName: string
  __docgenInfo: { displayName: string; description: string; props: Record<string, DocgenProp> }
}

/**
 * A compound part's props table, for `subcomponents`: the docs' type reader does not see
 * through the style-context wrappers, so the table would read "No inputs found". Rows
 * marked required with a trailing `!` on the name; `element` is the one the rest of the
 * props reach (`null` for a root with no element of its own). Renders nothing: docs only.
 */
export function documentedPart(
  name: string,
  element: string | null,
  rows: readonly PropRow[] = [],
): DocumentedPart {
  const props: Record<string, DocgenProp> = {}
  for (const [row, type, description, fallback] of rows) {
    const required = row.endsWith('!')
    props[required ? row.slice(0, -1) : row] = {
      description,
      required,
      tsType: { name: 'signature', raw: type },
      ...(fallback === undefined ? {} : { defaultValue: { value: fallback } }),
    }
  }
  if (element !== null)
    props['...rest'] = {
      description: `Every other attribute and handler of the \`${element}\` (\`data-*\`, \`aria-*\`, \`on…\`), passed to it; \`className\` is merged with the part’s class.`,
      required: false,
      tsType: { name: 'signature', raw: `ComponentProps<'${element}'>` },
    }
  return Object.assign(() => null, {
    displayName: name,
    __docgenInfo: { displayName: name, description: '', props },
  })
}
