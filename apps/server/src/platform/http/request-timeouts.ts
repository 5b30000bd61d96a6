import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestTimeouts {
  /** every request but an upload must have arrived whole (headers and body) within this time */
  requestTimeoutMs: number;
  uploads: {
    /** an upload's body is cut after this long without a byte */
    idleTimeoutMs: number;
    /** and when it has not all arrived within this time, however steadily it comes */
    timeoutMs: number;
  };
}

/**
 * Node's own whole-request timeout (http.Server requestTimeout) cannot tell one route from another: it is set to the
 * longest a request may take, an upload's, and `installRequestTimeouts` holds every other request to its own.
 */
export const serverRequestTimeoutMs = (timeouts: RequestTimeouts) => Math.max(timeouts.requestTimeoutMs, timeouts.uploads.timeoutMs);

const requestTimeout = () => Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/**
 * Request timeouts by route. A request must arrive whole within `requestTimeoutMs`, as a body trickled a byte at a
 * time is cut off (408). An upload (`isUpload`: a multipart route) is not held to that: 25 MB over a mobile uplink
 * takes minutes. It is cut when no byte of it has arrived for `uploads.idleTimeoutMs` (the socket's idle timer, which
 * Node restarts at every chunk it reads), and when it has not arrived whole within `uploads.timeoutMs`. Once an
 * upload has arrived, the server's own work on it (checking, storing) is not the client's idleness: the idle timer
 * stops until the answer, after which Node's keep-alive timer takes over.
 */
export function installRequestTimeouts(
  app: FastifyInstance,
  timeouts: RequestTimeouts,
  isUpload: (request: FastifyRequest) => boolean,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const socket = raw.socket;
    // a request injected by a test has no connection to time out
    if (!(socket instanceof Socket)) return done();
    const upload = isUpload(request);
    const timer = setTimeout(
      () => {
        if (raw.complete || socket.destroyed) return;
        // as Node answers its own request timeout (Fastify's clientError handler writes the 408), unless an answer
        // has already begun, in which case the connection is only closed
        if (reply.raw.headersSent) socket.destroy();
        else app.server.emit('clientError', requestTimeout(), socket);
      },
      upload ? timeouts.uploads.timeoutMs : timeouts.requestTimeoutMs,
    );
    timer.unref();
    // the request is over once its body has been read or dropped, or its connection closed
    raw.once('close', () => clearTimeout(timer));
    if (upload) {
      socket.setTimeout(timeouts.uploads.idleTimeoutMs);
      raw.once('end', () => {
        if (!reply.raw.writableEnded) socket.setTimeout(0);
      });
    }
    done();
  });
}
