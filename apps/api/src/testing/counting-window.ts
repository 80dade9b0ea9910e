/**
 * The shared counters count per fixed window of the clock (@fp/accounts usage-counter.ts `windowOf`: the
 * login limit's 15 minutes, the e-mail limit's hour, the API cap's minute), the same for every client. A
 * test whose attempts straddle the end of a window sees its count start again at zero halfway (seen once:
 * a login limit of 6 let 9 attempts through, 3 before a window's end and 6 after). A test that counts to a
 * limit so starts with at least `needMs` of its window left, waiting for the next window when less remains.
 */
export async function startWithWindowLeft(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
