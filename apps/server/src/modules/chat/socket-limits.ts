/** Limits of the realtime socket (issue 26): auth within 10 s, small frames, a bounded rate of client frames, a ping every 30 s. */
export const SOCKET_LIMITS = {
  authMs: 10_000,
  maxFrameBytes: 4096,
  framesPerWindow: 30,
  windowMs: 10_000,
  pingMs: 30_000,
  sessionCheckMs: 60_000,
};
