import { alertRecipe } from '../alert/alert.recipe.js'
import { badgeRecipe } from '../badge/badge.recipe.js'
import { logoRecipe } from '../banner-scope/banner-scope-logo.recipe.js'
import { breadcrumbsRecipe } from '../breadcrumbs/breadcrumbs.recipe.js'
import { buttonRecipe } from '../button/button.recipe.js'
import { cardRowRecipe } from '../card-row/card-row.recipe.js'
import { checkboxRecipe } from '../checkbox/checkbox.recipe.js'
import { collapsibleRecipe } from '../collapsible/collapsible.recipe.js'
import { currencyInputRecipe } from '../currency-input/currency-input.recipe.js'
import { dataListRecipe } from '../data-list/data-list.recipe.js'
import { dayCarouselRecipe } from '../day-carousel/day-carousel.recipe.js'
import { dialogRecipe } from '../dialog/dialog.recipe.js'
import { fieldRecipe } from '../field/field.recipe.js'
import { flyoutRecipe } from '../flyout/flyout.recipe.js'
import { iconButtonRecipe } from '../icon-button/icon-button.recipe.js'
import { imageSummaryRecipe } from '../image-summary/image-summary.recipe.js'
import { columnsRecipe } from '../layout/columns.recipe.js'
import { inlineRecipe } from '../layout/inline.recipe.js'
import { stackRecipe } from '../layout/stack.recipe.js'
import { surfaceRecipe } from '../layout/surface.recipe.js'
import { linkRecipe } from '../link/link.recipe.js'
import { mapPlaceholderRecipe } from '../map-placeholder/map-placeholder.recipe.js'
import { menuRecipe } from '../menu/menu.recipe.js'
import { nativeSelectRecipe } from '../native-select/native-select.recipe.js'
import { pageLayoutRecipe } from '../page-layout/page-layout.recipe.js'
import { pinInputRecipe } from '../pin-input/pin-input.recipe.js'
import { placeholderRecipe } from '../placeholder/placeholder.recipe.js'
import { radioGroupRecipe } from '../radio-group/radio-group.recipe.js'
import { radioTileRecipe } from '../radio-tile/radio-tile.recipe.js'
import { searchBoxRecipe } from '../search-box/search-box.recipe.js'
import { selectRecipe } from '../select/select.recipe.js'
import { sideNavRecipe } from '../side-nav/side-nav.recipe.js'
import { siteFooterRecipe } from '../site-footer/site-footer.recipe.js'
import { siteHeaderRecipe } from '../site-header/site-header.recipe.js'
import { skeletonRecipe } from '../skeleton/skeleton.recipe.js'
import { spinnerRecipe } from '../spinner/spinner.recipe.js'
import { stepperRecipe } from '../stepper/stepper.recipe.js'
import { switchRecipe } from '../switch/switch.recipe.js'
import { tableRecipe } from '../table/table.recipe.js'
import { tabsRecipe } from '../tabs/tabs.recipe.js'
import { timeSlotRecipe } from '../time-slot/time-slot.recipe.js'
import { toastRecipe } from '../toast/toast.recipe.js'
import { tooltipRecipe } from '../tooltip/tooltip.recipe.js'

/** Every config recipe of the kit, registered by the preset. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  columns: columnsRecipe,
  iconButton: iconButtonRecipe,
  inline: inlineRecipe,
  link: linkRecipe,
  placeholder: placeholderRecipe,
  stackLayout: stackRecipe,
}

/** Every slot recipe of the kit, registered by the preset. */
export const slotRecipes = {
  alert: alertRecipe,
  breadcrumbs: breadcrumbsRecipe,
  cardRow: cardRowRecipe,
  checkbox: checkboxRecipe,
  collapsible: collapsibleRecipe,
  currencyInput: currencyInputRecipe,
  dataList: dataListRecipe,
  dayCarousel: dayCarouselRecipe,
  dialog: dialogRecipe,
  field: fieldRecipe,
  flyout: flyoutRecipe,
  imageSummary: imageSummaryRecipe,
  logo: logoRecipe,
  mapPlaceholder: mapPlaceholderRecipe,
  menu: menuRecipe,
  nativeSelect: nativeSelectRecipe,
  pageLayout: pageLayoutRecipe,
  pinInput: pinInputRecipe,
  radioGroup: radioGroupRecipe,
  radioTile: radioTileRecipe,
  searchBox: searchBoxRecipe,
  select: selectRecipe,
  sideNav: sideNavRecipe,
  siteFooter: siteFooterRecipe,
  siteHeader: siteHeaderRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  stepper: stepperRecipe,
  surface: surfaceRecipe,
  switchRecipe: switchRecipe,
  table: tableRecipe,
  tabs: tabsRecipe,
  timeSlot: timeSlotRecipe,
  toast: toastRecipe,
  tooltip: tooltipRecipe,
}
