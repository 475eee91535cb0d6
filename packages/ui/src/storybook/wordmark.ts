/**
 * A stand-in banner logo for stories: the banner's name as an SVG wordmark in a
 * data: URL (the storefront serves the real logos from its own public folder).
 */
export function wordmark(name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect x="2" y="8" width="24" height="24" rx="4" fill="#3e4641"/><text x="34" y="27" font-family="Georgia, serif" font-size="17" font-weight="700" fill="#151916">${name}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
