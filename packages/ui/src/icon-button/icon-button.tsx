import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type IconButtonVariantProps, iconButton } from '#styled-system/recipes'

export interface IconButtonProps extends Omit<HTMLArkProps<'button'>, 'aria-label'> {
  /** Accessible name (`aria-label`): says what the button does, e.g. "Edit Home address". */
  label: string
  /**
   * `ghost` for quiet actions in rows and headers, `outline` beside other controls, `solid`
   * for the one main action.
   * @default 'ghost'
   */
  variant?: NonNullable<IconButtonVariantProps>['variant']
  /**
   * Square size: `sm` 32 px, `md` 40 px, `lg` 44 px; all exceed the 24 px target size.
   * @default 'md'
   */
  size?: NonNullable<IconButtonVariantProps>['size']
}

/**
 * A button that shows only an icon (pass it as `children`; icons are `aria-hidden`), named by
 * `label`. Renders a `<button type="button">` unless `type` or `asChild` says otherwise.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant, size, className, type = 'button', ...rest },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(iconButton({ variant, size }), className)}
      {...rest}
    />
  )
})
