// The sandbox's fraud-detection tag (wallet-flyout.md §4, §7; checkout.md §7), served by
// src/fraud-script.ts, which calls `fraudTag` with what it issued for this load. The tag
// counts the page's input events (counts only: never a key, a value or a position) and
// hands the page its transaction, which an add-card request then names.
// biome-ignore lint/correctness/noUnusedVariables: the server's call to it follows the file
function fraudTag(issued) {
  const counts = { keydown: 0, pointerdown: 0, focusin: 0 }
  const count = (event) => {
    counts[event.type] += 1
  }
  for (const type of Object.keys(counts)) {
    document.addEventListener(type, count, { capture: true, passive: true })
  }
  window.aisleFraudDetection = {
    transactionId: issued.transactionId,
    sessionId: issued.sessionId,
    pageId: issued.pageId,
    events: () => JSON.stringify(counts),
  }
}
