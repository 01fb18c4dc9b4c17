/** Limits of the realtime socket (issue 26): auth within 10 s, small frames, a bounded rate of client frames, a ping every 30 s. */
export const SOCKET_LIMITS = {
  authMs: 10_000,
  maxFrameBytes: 4096,
  framesPerWindow: 30,
  windowMs: 10_000,
  pingMs: 30_000,
  sessionCheckMs: 60_000,
  /** Signed-in sockets per account in one process (socket-caps.ts, audit CH1): one per tab, generously. */
  perAccount: 10,
  /** Sockets not signed in yet per client address in one process (socket-caps.ts, audit CH1). */
  waitingPerAddress: 20,
};
