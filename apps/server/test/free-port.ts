import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port the kernel hands out as the local end of outgoing connections. A port asked of the kernel with
 * `listen(0)` comes from that same range, so a client socket (a database connection, a fetch) may take it between
 * this check and the server's own `listen`: the crash test's fifty restarts met exactly that (EADDRINUSE). Ports
 * below the range are only ever taken by listeners, and every listener in the tests gets its port from here.
 */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

const highest = ephemeralStart() - 1;
const lowest = highest - 10_000;

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on loopback that nothing listens on right now, outside the range outgoing connections use. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (await listens(port)) return port;
  }
  throw new Error(`no free port between ${lowest} and ${highest}`);
}
