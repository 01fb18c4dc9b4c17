import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** A database URL like `url`, reaching the same server through the proxy. */
  url: string;
  /** Connections taken so far. */
  connections: () => number;
  /** Refuses new connections and cuts the open ones (a replica stopped). */
  stop: () => Promise<void>;
  /** Listens again on the same port (the replica back). */
  start: () => Promise<void>;
};

/**
 * A TCP port in front of the PostgreSQL of `url` (TCP or a Unix socket's directory), to stop and start as a replica or
 * a pooler would be: the server behind it stays up.
 */
export async function startTcpProxy(url: string, port: number): Promise<TcpProxy> {
  const target = new URL(url);
  const host = decodeURIComponent(target.hostname);
  const targetPort = Number(target.port || 5432);
  const connect = () =>
    host.startsWith('/')
      ? createConnection({ path: `${host}/.s.PGSQL.${targetPort}` })
      : createConnection({ host, port: targetPort });
  const open = new Set<Socket>();
  let taken = 0;
  let server: Server | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        taken++;
        const upstream = connect();
        open.add(client).add(upstream);
        const close = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', close).on('close', close);
        upstream.on('error', close).on('close', close);
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      open.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await start();
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return { url: proxied.toString(), connections: () => taken, stop, start };
}
