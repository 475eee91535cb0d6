/**
 * The SNAP EBT PIN as the balance call takes it (`encryptedPin`). The card processor's
 * PIN script encrypts it in production (wallet-flyout.md §7); the sandbox reads its
 * stand-in `sandbox-pin:<4 digits>` (apps/sandbox/README.md "SNAP balance"). This is
 * the one place to swap for the processor's script.
 */
export function encryptPin(pin: string): string {
  return `sandbox-pin:${pin}`
}
