import { badgeRecipe } from '../badge/badge.recipe.js'
import { buttonRecipe } from '../button/button.recipe.js'
import { cardRowRecipe } from '../card-row/card-row.recipe.js'
import { checkboxRecipe } from '../checkbox/checkbox.recipe.js'
import { dayCarouselRecipe } from '../day-carousel/day-carousel.recipe.js'
import { dialogRecipe } from '../dialog/dialog.recipe.js'
import { fieldRecipe } from '../field/field.recipe.js'
import { flyoutRecipe } from '../flyout/flyout.recipe.js'
import { menuRecipe } from '../menu/menu.recipe.js'
import { pageLayoutRecipe } from '../page-layout/page-layout.recipe.js'
import { radioTileRecipe } from '../radio-tile/radio-tile.recipe.js'
import { selectRecipe } from '../select/select.recipe.js'
import { siteFooterRecipe } from '../site-footer/site-footer.recipe.js'
import { siteHeaderRecipe } from '../site-header/site-header.recipe.js'
import { stepperRecipe } from '../stepper/stepper.recipe.js'
import { tabsRecipe } from '../tabs/tabs.recipe.js'
import { timeSlotRecipe } from '../time-slot/time-slot.recipe.js'
import { toastRecipe } from '../toast/toast.recipe.js'

/** Every config recipe of the kit, registered by the preset. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
}

/** Every slot recipe of the kit, registered by the preset. */
export const slotRecipes = {
  cardRow: cardRowRecipe,
  checkbox: checkboxRecipe,
  dayCarousel: dayCarouselRecipe,
  dialog: dialogRecipe,
  field: fieldRecipe,
  flyout: flyoutRecipe,
  menu: menuRecipe,
  pageLayout: pageLayoutRecipe,
  radioTile: radioTileRecipe,
  select: selectRecipe,
  siteFooter: siteFooterRecipe,
  siteHeader: siteHeaderRecipe,
  stepper: stepperRecipe,
  tabs: tabsRecipe,
  timeSlot: timeSlotRecipe,
  toast: toastRecipe,
}
