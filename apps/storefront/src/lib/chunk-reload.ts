const RELOAD_KEY = 'mall.chunkReloadAt';
const GUARD_MS = 60_000;

/** Whether the shopper moved on from the page the app started with (a later chunk failure is a route change's). */
let navigated = false;

/** Called on every route change after the first page: from then on a failed chunk always reloads. */
export function markNavigated(): void {
  navigated = true;
}

/** A dynamic import failed because the deployed files changed under an open tab, or the network dropped. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|ChunkLoadError|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );
}

/**
 * Reloads the page to fetch fresh chunks (spec section 4): unconditionally after a route change; on the first page
 * at most once a minute, so a chunk that is really gone cannot reload the page forever. Returns whether it reloads.
 */
export function reloadForChunkError(reload: () => void = () => window.location.reload()): boolean {
  if (!navigated) {
    try {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last < GUARD_MS) return false;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    } catch {
      return false;
    }
  }
  reload();
  return true;
}
