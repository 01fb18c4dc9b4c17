import type { WebSocket } from 'ws';

/**
 * A fault of the client's own making on an open socket: a frame the protocol refuses (larger than the limit, unmasked,
 * invalid UTF-8, a bad opcode), which `ws` names `WS_ERR_*` and has already answered with its close code (1009, 1002,
 * 1007). Anyone can send one before signing in, so it is no server error.
 */
export function isClientFault(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

/** The request's log, as much of it as this needs. */
type SocketLog = { info(details: object, message: string): void; error(details: object, message: string): void };

/**
 * The socket's error handler: a client's fault is one short line at info level, without a stack (audit R11: an
 * oversized frame from an anonymous client was an error with the whole `ws` stack, a lever to flood the log and wake
 * whoever watches the errors); anything else stays an error with its stack. The socket ends either way.
 */
export function socketErrorHandler(error: Error, socket: WebSocket, log: SocketLog): void {
  if (isClientFault(error))
    log.info({ wsClientFault: (error as { code?: string }).code }, `websocket closed: ${error.message}`);
  else log.error({ err: error }, 'websocket error');
  socket.terminate();
}
