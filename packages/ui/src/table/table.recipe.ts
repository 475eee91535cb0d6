import { defineSlotRecipe } from '@pandacss/dev'

export const tableRecipe = defineSlotRecipe({
  className: 'table',
  description: 'A data table: a caption, column headers over their cells, numbers at the end',
  slots: ['root', 'caption', 'head', 'body', 'row', 'header', 'cell'],
  base: {
    root: {
      width: 'full',
      borderCollapse: 'collapse',
      fontFamily: 'body',
      fontSize: 'sm',
      color: 'fg.default',
      fontVariantNumeric: 'tabular-nums',
    },
    caption: {
      textAlign: 'start',
      fontWeight: 'control',
      pb: '2',
      captionSide: 'top',
      // A table under a visible heading of the same words keeps its name for screen
      // readers without printing it twice.
      '&[data-visually-hidden]': { srOnly: true },
    },
    head: {},
    body: {},
    row: { borderBottomWidth: 'thin', borderBottomStyle: 'solid', borderColor: 'border.default' },
    // A column header, or a row header when scope="row": left-aligned, regular weight in a row.
    header: {
      py: '2',
      px: '3',
      textAlign: 'start',
      verticalAlign: 'bottom',
      fontWeight: 'control',
      color: 'fg.muted',
      _first: { ps: '0' },
      _last: { pe: '0' },
      '&[scope=row]': { fontWeight: 'regular', color: 'fg.default', verticalAlign: 'middle' },
      '&[data-align=end]': { textAlign: 'end' },
    },
    cell: {
      py: '2',
      px: '3',
      textAlign: 'start',
      verticalAlign: 'middle',
      _first: { ps: '0' },
      _last: { pe: '0' },
      '&[data-align=end]': { textAlign: 'end', whiteSpace: 'nowrap' },
    },
  },
  variants: {
    rows: {
      auto: {},
      // A picture or logo beside its text: every body row has room for two lines of text (a
      // name that wraps on a narrow screen) inside the cells' padding and its border, and
      // a picture is a block box, so a row is as high while its skeleton shows as once its
      // text and pictures arrive (no layout shift).
      media: {
        // The body's rows only: the head row keeps its own height.
        body: { '& > tr': { height: 'calc(2lh + 2 * token(spacing.2) + token(spacing.1))' } },
        cell: {
          '& > img': { display: 'block', objectFit: 'contain', objectPosition: 'left center' },
        },
      },
    },
  },
  defaultVariants: { rows: 'auto' },
})
