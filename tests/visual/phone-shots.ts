// Which screen stories also get a 375 px reference. Every screen state is shot on a phone
// once, in one banner: the banner variants of a state (ids ending in -greenleaf, -hilltop,
// -copperline) share one phone shot, taken of the greenleaf variant or else the first, and a
// state that already has its own phone story (a `visualViewport` under 480 px) gets none.

/** The width and height of the phone references (checkout.md §2: one column when narrow). */
export const PHONE = { width: 375, height: 812 } as const

/** What the choice reads of a story. */
export interface ShotStory {
  id: string
  visualViewport?: { width: number; height: number }
}

const BANNER_SUFFIX = /-(greenleaf|hilltop|copperline)$/

/** The state a story shows, whatever its banner or phone variant. */
export const stateOf = (id: string) => id.replace(/-phone$/, '').replace(BANNER_SUFFIX, '')

const isPhone = (story: ShotStory) => (story.visualViewport?.width ?? Infinity) < 480

/** The ids of the stories, of one stories file, that get a 375 px reference beside their own. */
export function phoneShotIds(stories: readonly ShotStory[]): Set<string> {
  const states = new Map<string, ShotStory[]>()
  for (const story of stories) {
    const key = stateOf(story.id)
    states.set(key, [...(states.get(key) ?? []), story])
  }
  const ids = new Set<string>()
  for (const group of states.values()) {
    if (group.some(isPhone)) continue
    const desktop = group.filter((story) => story.visualViewport === undefined)
    const chosen = desktop.find((story) => story.id.endsWith('-greenleaf')) ?? desktop[0]
    if (chosen) ids.add(chosen.id)
  }
  return ids
}
