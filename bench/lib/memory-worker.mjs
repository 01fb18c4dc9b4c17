// sampleMemory (memory.mjs) in a worker thread: its reads of /proc (every process's stat, four times a second) are
// synchronous, and on a busy machine they held up the load generator's event loop beside them (bench/detail.mjs).
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { sampleMemory } from './memory.mjs';

if (parentPort && workerData?.memoryWorker) {
  const sampler = sampleMemory(workerData.base, workerData.dataDir);
  parentPort.once('message', async () => parentPort.postMessage(await sampler.stop()));
}

/** The same answer as `sampleMemory(base, dataDir)`, sampled off the caller's thread. */
export function sampleMemoryOffThread(base, dataDir) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { memoryWorker: true, base, dataDir } });
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (m) => {
          void worker.terminate();
          resolve(m);
        });
        worker.postMessage('stop');
      }),
  };
}
