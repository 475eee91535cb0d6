import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs: a row of tab buttons over a line, with a sliding indicator, and their panels',
  jsx: ['Tabs.Root'],
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', minWidth: '0', fontFamily: 'body' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      // Many tabs scroll sideways on a phone rather than wrap.
      overflowX: 'auto',
      scrollbarWidth: 'none',
      boxShadow: 'inset 0 calc(-1 * token(borderWidths.thin)) 0 0 token(colors.border.default)',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      flexShrink: '0',
      minWidth: 'target',
      minHeight: 'control',
      px: '4',
      fontFamily: 'body',
      fontSize: 'md',
      fontWeight: 'control',
      lineHeight: 'tight',
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      bg: 'transparent',
      borderRadius: 'control',
      borderBottomRadius: 'none',
      cursor: 'pointer',
      transitionProperty: 'color, background-color',
      transitionDuration: 'enter',
      '&:hover:not([data-disabled], [data-selected])': { color: 'fg.default', bg: 'bg.subtle' },
      _selected: { color: 'accent.text' },
      // Without a `Tabs.Indicator`, the selected tab draws its own line.
      '[data-part=list]:not(:has([data-part=indicator])) > &[data-selected]': {
        boxShadow: 'inset 0 calc(-1 * token(borderWidths.thick)) 0 0 token(colors.accent.solid)',
      },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
      _focusVisible: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: 'calc(-1 * token(borderWidths.thick))',
      },
    },
    indicator: {
      bottom: '0',
      width: 'var(--width)',
      height: 'token(borderWidths.thick)',
      bg: 'accent.solid',
      borderRadius: 'pill',
      '--transition-duration': 'token(durations.enter)',
      '--transition-timing-function': 'token(easings.standard)',
    },
    content: {
      pt: '4',
      color: 'fg.default',
      borderRadius: 'control',
      _focusVisible: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '0.5',
      },
    },
  },
  variants: {
    fitted: {
      true: { trigger: { flex: '1' } },
      false: {},
    },
  },
  defaultVariants: { fitted: false },
})
