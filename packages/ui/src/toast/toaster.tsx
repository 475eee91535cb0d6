import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, type ToasterProps as ArkToasterProps } from '@ark-ui/react/toast'
import { cx } from '#styled-system/css'
import { toast as toastRecipe } from '#styled-system/recipes'
import type { ToasterStore } from './create-toaster.js'
import { ToastActionTrigger } from './toast-action-trigger.js'
import { ToastCloseTrigger } from './toast-close-trigger.js'
import { ToastDescription } from './toast-description.js'
import { ToastRoot } from './toast-root.js'
import { ToastTitle } from './toast-title.js'
import { toastTone } from './toast-tone.js'

export interface ToasterProps extends Omit<ArkToasterProps, 'children' | 'toaster'> {
  /** The store from `createToaster`; `toaster.create({ title, description, type })` shows a toast. */
  toaster: ToasterStore
  /** Name of the notifications region; the hotkey that focuses it (Alt+T) is appended. @default 'Notifications' */
  label?: string | undefined
  /** Accessible name of every toast's close button. @default 'Close' */
  closeLabel?: string | undefined
  /** Render into `document.body`, clear of any ancestor's clipping and stacking. @default true */
  portalled?: boolean | undefined
  /**
   * Renders one toast from its options, with the `Toast` parts inside a `Toast.Root`.
   * @default title, description, action and close button in the tone of the toast's type
   */
  children?: ArkToasterProps['children'] | undefined
}

// Ark names the region "Notifications, <placement> (<hotkey>)" and takes no label of its own.
const hotkeyLabel = (hotkey: string[]) =>
  hotkey.map((key) => key.replace(/Key|Digit/g, '')).join('+')

/**
 * Renders the toasts of a store in a polite live region: title, description, the optional
 * action and a close button (left out when a toast has `closable: false`). The tone follows
 * the toast's type: `error` shows as `danger`.
 */
export function Toaster({
  toaster,
  label = 'Notifications',
  closeLabel = 'Close',
  portalled = true,
  className,
  children,
  ...rest
}: ToasterProps) {
  return (
    <Portal disabled={!portalled}>
      <ArkToaster
        toaster={toaster}
        aria-label={`${label} (${hotkeyLabel(toaster.attrs.hotkey)})`}
        className={cx(toastRecipe().group, className)}
        {...rest}
      >
        {children ??
          ((item) => (
            <ToastRoot tone={toastTone(item.type)}>
              {item.title ? <ToastTitle>{item.title}</ToastTitle> : null}
              {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
              {item.action ? <ToastActionTrigger>{item.action.label}</ToastActionTrigger> : null}
              {item.closable === false ? null : <ToastCloseTrigger label={closeLabel} />}
            </ToastRoot>
          ))}
      </ArkToaster>
    </Portal>
  )
}
