/**
 * Cart lines the shopper unticked, remembered in this browser: every other buyable line comes ticked, so what was
 * just added is ready for checkout and a line the shopper set aside stays aside. Adding a line again ticks it.
 */
const KEY = 'cartUnticked';
/** Bounded: a cart holds at most a few hundred lines. */
const MAX_REMEMBERED = 500;

export function readUnticked(): ReadonlySet<number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeUnticked(ids: ReadonlySet<number>): void {
  try {
    if (ids.size === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify([...ids].slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or refused: the ticks last as long as the page.
  }
}

/** A line just added (or added to again) comes ticked. */
export function tickAdded(id: number): void {
  const ids = new Set(readUnticked());
  if (ids.delete(id)) writeUnticked(ids);
}
