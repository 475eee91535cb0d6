import { forwardRef, type ReactNode, type SVGProps } from 'react'

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /**
   * Width and height: a number is pixels, a string any CSS length. The default follows the
   * surrounding text size.
   * @default '1.25em'
   */
  size?: number | string | undefined
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`); with it the icon is
   * exposed as an image named by the label. Prefer naming the control around the icon.
   * @default undefined
   */
  label?: string | undefined
}

/**
 * Makes a 24 × 24 stroke icon component that draws in `currentColor`. Each icon is its own
 * export, so a bundler keeps only the icons an app imports.
 */
export function createIcon(displayName: string, paths: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per icon at module load, never during a render.
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { size = '1.25em', label, ...rest },
    ref,
  ) {
    return (
      <svg
        ref={ref}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        {...rest}
      >
        {label ? <title>{label}</title> : null}
        {paths}
      </svg>
    )
  })
  Icon.displayName = displayName
  return Icon
}

/** An icon component made by `createIcon`. */
export type Icon = ReturnType<typeof createIcon>
