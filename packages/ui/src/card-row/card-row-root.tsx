import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withProvider } from './card-row-style-context.js'

/**
 * The list (`<ul>`) of cards. Put `CardRow.Item`s or the ready cards (`AddressCard`,
 * `StoreResultCard`, `PaymentCardRow`) inside; name it with `aria-label` or
 * `aria-labelledby` when several lists share a screen.
 */
export const CardRowRoot = withProvider(ark.ul, 'root')
export type CardRowRootProps = ComponentProps<typeof CardRowRoot>
