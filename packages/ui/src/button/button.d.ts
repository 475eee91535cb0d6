import { type HTMLArkProps } from '@ark-ui/react/factory';
import { type ButtonVariantProps } from '#styled-system/recipes';
export interface ButtonProps extends HTMLArkProps<'button'> {
    /**
     * How much the action stands out: one `primary` per view, `secondary` beside it,
     * `plain` for quiet inline actions.
     * @default 'primary'
     */
    variant?: NonNullable<ButtonVariantProps>['variant'];
    /**
     * `critical` for destructive actions such as deleting an address.
     * @default 'accent'
     */
    tone?: NonNullable<ButtonVariantProps>['tone'];
    /**
     * Control height: `md` is 44 px, `sm` is 36 px; both exceed the 24 px target size.
     * @default 'md'
     */
    size?: NonNullable<ButtonVariantProps>['size'];
    /**
     * Stretch to the width of the container.
     * @default false
     */
    fullWidth?: boolean;
    /**
     * Shows the action as busy: it stays focusable and announced, but does nothing.
     * @default false
     */
    loading?: boolean;
}
/** An action. Renders a `<button type="button">` unless `type` or `asChild` says otherwise. */
export declare const Button: import("react").ForwardRefExoticComponent<ButtonProps & import("react").RefAttributes<HTMLButtonElement>>;
//# sourceMappingURL=button.d.ts.map