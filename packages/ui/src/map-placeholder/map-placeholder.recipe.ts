import { defineSlotRecipe } from '@pandacss/dev'

export const mapPlaceholderRecipe = defineSlotRecipe({
  className: 'mapPlaceholder',
  description: 'A stand-in panel where a map would be, with a pin and a label',
  jsx: ['MapPlaceholder'],
  slots: ['root', 'icon', 'label'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      width: 'full',
      p: '4',
      bg: 'bg.subtle',
      color: 'fg.muted',
      borderWidth: 'thin',
      borderStyle: 'dashed',
      borderColor: 'border.default',
      borderRadius: 'card',
      overflow: 'hidden',
      fontFamily: 'body',
      fontSize: 'sm',
      textAlign: 'center',
    },
    icon: { display: 'flex', color: 'accent.text', '& svg': { width: '8', height: '8' } },
    label: { maxWidth: 'prose' },
  },
})
