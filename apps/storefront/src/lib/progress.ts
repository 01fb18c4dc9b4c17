import { createStore } from './store';

/** Number of running page loads and requests; the top progress bar shows while it is above zero. */
export const progressStore = createStore(0);

export function startProgress(): void {
  progressStore.set((count) => count + 1);
}

export function doneProgress(): void {
  progressStore.set((count) => Math.max(0, count - 1));
}

export async function withProgress<T>(work: Promise<T>): Promise<T> {
  startProgress();
  try {
    return await work;
  } finally {
    doneProgress();
  }
}
