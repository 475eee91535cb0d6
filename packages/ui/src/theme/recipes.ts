import { buttonRecipe } from '../button/button.recipe.js.ts'

/** Every config recipe of the kit, registered by the preset. */
export const recipes = {
  button: buttonRecipe,
}

/** Every slot recipe of the kit, registered by the preset. */
export const slotRecipes = {}
