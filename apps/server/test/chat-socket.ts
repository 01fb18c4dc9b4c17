import { WebSocket } from 'ws';

/** A realtime event as the tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: events are checked field by field in the tests.
export type Event = { type: string; [key: string]: any };

export type Socket = {
  raw: WebSocket;
  events: Event[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** The next event of `type` not yet taken (waits up to 5 s). */
  next(type: string, match?: (event: Event) => boolean): Promise<Event>;
  close(): void;
};

/** Opens a socket to the chat endpoint, sends `auth` when given, and records every event. */
export async function openSocket(url: string, auth?: object): Promise<Socket> {
  const raw = new WebSocket(url);
  const events: Event[] = [];
  const taken = new Set<Event>();
  const waiters: (() => void)[] = [];
  raw.on('message', (data) => {
    events.push(JSON.parse(String(data)) as Event);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => raw.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    raw.once('open', () => resolve());
    raw.once('error', reject);
  });
  if (auth) raw.send(JSON.stringify(auth));
  return {
    raw,
    events,
    closed,
    close: () => raw.close(),
    async next(type, match = () => true) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = events.find((e) => e.type === type && !taken.has(e) && match(e));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}
