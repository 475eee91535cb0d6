import type { ArgTypes } from '@storybook/react-vite'

/**
 * The props table of `Dialog.Root` and `Flyout.Root` on their docs pages: Ark UI's dialog
 * root, whose props the docs' type reader cannot see through the kit's wrapper. Table only,
 * no controls: the stories drive these themselves.
 */
export const dialogRootArgTypes: Partial<ArgTypes> = Object.fromEntries(
  (
    [
      ['open', 'boolean', 'The controlled open state.', undefined],
      ['defaultOpen', 'boolean', 'The open state at first render, uncontrolled.', 'false'],
      [
        'onOpenChange',
        '(details: { open: boolean }) => void',
        'Called when it opens or closes.',
        undefined,
      ],
      ['role', "'dialog' | 'alertdialog'", 'The role of the content.', "'dialog'"],
      ['modal', 'boolean', 'Blocks the page behind it (pointer and screen readers).', 'true'],
      ['trapFocus', 'boolean', 'Keeps focus inside while open.', 'true'],
      ['preventScroll', 'boolean', 'Stops the page behind from scrolling.', 'true'],
      ['closeOnEscape', 'boolean', 'Escape closes it.', 'true'],
      ['closeOnInteractOutside', 'boolean', 'A click outside closes it.', 'true'],
      [
        'initialFocusEl',
        '() => HTMLElement | null',
        'What receives focus on open.',
        'the first focusable',
      ],
      ['finalFocusEl', '() => HTMLElement | null', 'What receives focus on close.', 'the trigger'],
      ['restoreFocus', 'boolean', 'Returns focus to where it was before opening.', 'true'],
      ['lazyMount', 'boolean', 'Mounts the content on first open only.', 'false'],
      ['unmountOnExit', 'boolean', 'Unmounts the content when closed.', 'false'],
    ] as const
  ).map(([name, type, description, defaultValue]) => [
    name,
    {
      description,
      control: false,
      table: {
        type: { summary: type },
        ...(defaultValue === undefined ? {} : { defaultValue: { summary: defaultValue } }),
      },
    },
  ]),
)
