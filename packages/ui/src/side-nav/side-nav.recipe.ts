import { defineSlotRecipe } from '@pandacss/dev'

export const sideNavRecipe = defineSlotRecipe({
  className: 'sideNav',
  description: 'Grouped page links beside the content, such as the account menu',
  jsx: ['SideNav'],
  slots: ['root', 'group', 'groupLabel', 'list', 'link'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: 'normal',
    },
    group: { display: 'flex', flexDirection: 'column', gap: '1' },
    groupLabel: {
      px: '3',
      fontSize: 'sm',
      fontWeight: 'control',
      color: 'fg.muted',
    },
    list: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    link: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: 'control.sm',
      px: '3',
      py: '1.5',
      color: 'fg.default',
      textDecoration: 'none',
      borderRadius: 'control',
      _hover: { bg: 'bg.muted' },
      '&[aria-current=page]': {
        bg: 'accent.subtle',
        color: 'accent.text',
        // Bold as well as tinted, so the current page does not rest on colour alone.
        fontWeight: 'control',
      },
      '& svg': { flexShrink: '0', width: 'token(spacing.5)', height: 'token(spacing.5)' },
    },
  },
})
