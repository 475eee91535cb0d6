import {
  type ComponentProps,
  type ComponentType,
  type Context,
  createContext,
  createElement,
  type ElementType,
  type ForwardRefExoticComponent,
  forwardRef,
  type RefAttributes,
  useContext,
} from 'react'
import { cx } from '#styled-system/css'

/** The class of one slot from the nearest root; a named error outside any root. */
function useSlotClass<S extends string>(
  context: Context<Record<S, string> | undefined>,
  slot: S,
  part: string,
  recipe: string,
): string {
  const classes = useContext(context)
  if (classes === undefined) throw new Error(`${part} must be inside its ${recipe} root`)
  return classes[slot]
}

/** A Panda slot recipe as codegen emits it (`dialog`, `siteHeader`, ...). */
export interface SlotRecipe<S extends string = string, V extends object = object> {
  __slot: S
  __type: V
  (props?: V): Record<S, string>
  splitVariantProps(props: object): [object, object]
}

export interface StyleOptions<P> {
  /** Props every instance gets unless it sets them, such as `lazyMount` on a dialog. */
  defaultProps?: Partial<P> | undefined
}

export type Slotted<T extends ElementType, Extra = object> = ForwardRefExoticComponent<
  Omit<ComponentProps<T>, 'ref'> & Extra & RefAttributes<unknown>
>

/**
 * Hands a slot recipe's class names from a component's root down to its parts: the root
 * takes the variant props and provides one class per slot, each part adds its slot's class
 * to its element. Unlike Panda's `createStyleContext` (styled-system/jsx) the parts take no
 * style props: they stay plain elements with a class, and Panda's JSX factory with its
 * list of every CSS property (about 6 kB gzip) stays out of the bundle.
 */
export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  type Slot = R['__slot']
  type Variants = R['__type']
  const name = (recipe as { __name__?: string }).__name__ ?? 'recipe'
  const StyleContext = createContext<Record<Slot, string> | undefined>(undefined)

  const partName = (Component: ElementType) =>
    typeof Component === 'string'
      ? Component
      : ((Component as { displayName?: string }).displayName ?? Component.name ?? 'Component')

  /** The root without an element of its own (Ark's `Dialog.Root`): it only provides. */
  function withRootProvider<T extends ElementType>(
    Component: T,
    options?: StyleOptions<ComponentProps<T>>,
  ): ComponentType<ComponentProps<T> & Variants> {
    function WithRootProvider(props: ComponentProps<T> & Variants) {
      const [variants, rest] = recipe.splitVariantProps(props)
      return createElement(
        StyleContext.Provider,
        { value: recipe(variants) },
        createElement(Component, { ...options?.defaultProps, ...rest }),
      )
    }
    WithRootProvider.displayName = `withRootProvider(${partName(Component)})`
    return WithRootProvider
  }

  /** The root element: takes the variants, provides every slot's class, and has `slot`'s. */
  function withProvider<T extends ElementType>(
    Component: T,
    slot: Slot,
    options?: StyleOptions<ComponentProps<T>>,
  ): Slotted<T, Variants> {
    const WithProvider = forwardRef<unknown, ComponentProps<T> & Variants>((props, ref) => {
      const [variants, rest] = recipe.splitVariantProps(props) as [Variants, { className?: string }]
      const classes = recipe(variants)
      return createElement(
        StyleContext.Provider,
        { value: classes },
        createElement(Component, {
          ...options?.defaultProps,
          ...rest,
          className: cx(classes[slot], rest.className),
          ref,
        }),
      )
    })
    WithProvider.displayName = `withProvider(${partName(Component)})`
    return WithProvider as Slotted<T, Variants>
  }

  /** A part: adds its slot's class from the nearest root; throws outside one. */
  function withContext<T extends ElementType>(
    Component: T,
    slot: Slot,
    options?: StyleOptions<ComponentProps<T>>,
  ): Slotted<T> {
    const part = partName(Component)
    const WithContext = forwardRef<unknown, ComponentProps<T>>((props, ref) => {
      const slotClass = useSlotClass(StyleContext, slot, `${part} (slot "${slot}")`, name)
      return createElement(Component, {
        ...options?.defaultProps,
        ...props,
        className: cx(slotClass, (props as { className?: string }).className),
        ref,
      })
    })
    WithContext.displayName = `withContext(${part})`
    return WithContext as Slotted<T>
  }

  return { withRootProvider, withProvider, withContext }
}
