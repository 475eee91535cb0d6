import type { CSSProperties } from 'react'

/**
 * The main area of a layout fills at least one screen, so the footer starts below the first
 * one: while a page's code loads, main is empty, and a footer in view would jump down when the
 * page renders (layout shift on narrow screens, where the footer is tall).
 */
export const mainFillsFirstScreen: CSSProperties = { minHeight: '100dvh' }
