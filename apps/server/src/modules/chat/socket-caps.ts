import type { WebSocket } from 'ws';
import { SOCKET_LIMITS } from './socket-limits';

/**
 * How many realtime sockets one account and one address may hold in this process (audit CH1: 500 sockets on one
 * token, 1,000 unsigned ones from one address, each a file descriptor until the process could open no more).
 *
 * - Signed in: at most `perAccount` sockets per account (a browser needs one per tab). One more closes the oldest,
 *   not the new one: after a network drop the browser reconnects before the server has noticed the dead sockets
 *   (pings find them within a minute), and the reconnect must win. The client does not reconnect a socket closed so
 *   (REALTIME_CLOSE.tooMany), so two tabs cannot push each other out in turn.
 * - Not signed in yet (the `auth` frame is due within SOCKET_LIMITS.authMs): at most `waitingPerAddress` per client
 *   address; one more is refused (REALTIME_CLOSE.flood, which the client answers with its growing pause).
 *
 * Per process: three processes behind nginx hold at most three times as many; nginx's `limit_conn` on the socket's
 * path caps an address over all of them (deploy/nginx.conf).
 */
export class SocketCaps {
  private readonly waiting = new Map<string, number>();
  private readonly accounts = new Map<number, WebSocket[]>();

  /** A socket from `address` that has not signed in yet; false when the address already has its share waiting. */
  wait(address: string): boolean {
    const count = this.waiting.get(address) ?? 0;
    if (count >= SOCKET_LIMITS.waitingPerAddress) return false;
    this.waiting.set(address, count + 1);
    return true;
  }

  /** The socket from `address` signed in, was refused or closed: it waits no more. */
  doneWaiting(address: string): void {
    const count = (this.waiting.get(address) ?? 0) - 1;
    if (count > 0) this.waiting.set(address, count);
    else this.waiting.delete(address);
  }

  /** A signed-in socket of the account; answers the account's oldest sockets beyond the cap, for the caller to close. */
  admit(userId: number, ws: WebSocket): WebSocket[] {
    const list = this.accounts.get(userId) ?? [];
    list.push(ws);
    this.accounts.set(userId, list);
    return list.length > SOCKET_LIMITS.perAccount ? list.splice(0, list.length - SOCKET_LIMITS.perAccount) : [];
  }

  /** The account's socket closed (or was pushed out: then it is already gone). */
  leave(userId: number, ws: WebSocket): void {
    const list = this.accounts.get(userId);
    if (!list) return;
    const at = list.indexOf(ws);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.accounts.delete(userId);
  }
}
