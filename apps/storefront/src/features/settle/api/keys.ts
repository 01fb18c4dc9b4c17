/** Every settle query starts with this key, so one invalidation after a submit refreshes them all. */
export const SETTLE_KEY = ['settle'] as const;
