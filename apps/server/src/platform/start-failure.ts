/** A start-up problem we can name: its message is the one sentence the operator reads. */
export class StartFailure extends Error {}

const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? text;

/**
 * Turns whatever stopped the start into one line without a stack trace: the known causes with what
 * to do about them, anything else with its own first line.
 */
export function describeStartFailure(error: unknown, where: { port: number; host: string }): string {
  if (error instanceof StartFailure) return error.message;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const text = firstLine(String(message ?? error));
  switch (code) {
    case 'EADDRINUSE':
      return `port ${where.port} on ${where.host} is already in use: stop the program using it or choose another with PORT`;
    case 'EACCES':
      return `not allowed to listen on port ${where.port}: choose a port above 1023 with PORT (${text})`;
    case 'EADDRNOTAVAIL':
      return `this machine has no address ${where.host}: set HOST to one of its addresses (or unset it for 127.0.0.1)`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
      return `cannot reach PostgreSQL (${text}): check that it runs and that DATABASE_URL names it`;
    case '28P01':
      return `PostgreSQL refused the user name or password (${text}): check DATABASE_URL`;
    case '3D000':
      return `${text}: create it (for example with createdb) or fix DATABASE_URL`;
    default:
      return text;
  }
}
