/**
 * The specs' breakpoints, each edge from both sides (shopping-method-selector.md §9,
 * checkout.md §9): 479/480, 767/768, 1023/1024, 1919/1920. The Storybook toolbar's
 * viewports and the breakpoint stories both come from here.
 */
export const specViewports = {
  phoneMax: { name: 'Phone max (479)', width: 479, height: 900, type: 'mobile' },
  phoneL: { name: 'Phone L (480)', width: 480, height: 900, type: 'mobile' },
  phoneLMax: { name: 'Phone L max (767)', width: 767, height: 1024, type: 'mobile' },
  tablet: { name: 'Tablet (768)', width: 768, height: 1024, type: 'tablet' },
  tabletMax: { name: 'Tablet max (1023)', width: 1023, height: 1024, type: 'tablet' },
  desktop: { name: 'Desktop (1024)', width: 1024, height: 800, type: 'desktop' },
  desktopMax: { name: 'Desktop max (1919)', width: 1919, height: 1080, type: 'desktop' },
  desktopXl: { name: 'Desktop XL (1920)', width: 1920, height: 1080, type: 'desktop' },
} as const

export type SpecViewport = keyof typeof specViewports

/**
 * A story at one of the spec's breakpoints: the toolbar viewport in Storybook, and the
 * page width of its visual reference (tests/visual reads `parameters.visualViewport`).
 */
export function atViewport(name: SpecViewport) {
  const { width, height } = specViewports[name]
  return {
    globals: { viewport: { value: name, isRotated: false } },
    parameters: { visualViewport: { width, height } },
  }
}
