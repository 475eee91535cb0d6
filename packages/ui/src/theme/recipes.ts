import { buttonRecipe } from '../button/button.recipe.js'
import { checkboxRecipe } from '../checkbox/checkbox.recipe.js'
import { dialogRecipe } from '../dialog/dialog.recipe.js'
import { fieldRecipe } from '../field/field.recipe.js'
import { flyoutRecipe } from '../flyout/flyout.recipe.js'
import { pageLayoutRecipe } from '../page-layout/page-layout.recipe.js'
import { selectRecipe } from '../select/select.recipe.js'
import { siteFooterRecipe } from '../site-footer/site-footer.recipe.js'
import { siteHeaderRecipe } from '../site-header/site-header.recipe.js'
import { toastRecipe } from '../toast/toast.recipe.js'

/** Every config recipe of the kit, registered by the preset. */
export const recipes = {
  button: buttonRecipe,
}

/** Every slot recipe of the kit, registered by the preset. */
export const slotRecipes = {
  checkbox: checkboxRecipe,
  dialog: dialogRecipe,
  field: fieldRecipe,
  flyout: flyoutRecipe,
  pageLayout: pageLayoutRecipe,
  select: selectRecipe,
  siteFooter: siteFooterRecipe,
  siteHeader: siteHeaderRecipe,
  toast: toastRecipe,
}
