/** The exit code of a reading worker that `capByteArrays` stopped. */
export const BYTE_ARRAY_CAP_EXIT_CODE = 70;

/**
 * Ends this worker thread when anything in it asks for a byte array over `maxBytes`. pdf.js decodes every stream
 * into one Uint8Array it doubles as it grows, outside the JS heap that the worker's `resourceLimits` cap: a 200 KB
 * FlateDecode stream of zeros becomes 200 MiB, a 1 MB one 1 GiB. pdf.js catches errors inside a
 * page's content and reads on, so throwing would not stop it; ending the thread does, and the exit code tells the
 * reader why. It replaces a global, so it belongs only in a worker that reads untrusted files.
 */
export function capByteArrays(maxBytes: number): void {
  globalThis.Uint8Array = new Proxy(Uint8Array, {
    construct(target, args, newTarget) {
      if (typeof args[0] === 'number' && args[0] > maxBytes) process.exit(BYTE_ARRAY_CAP_EXIT_CODE);
      return Reflect.construct(target, args, newTarget);
    },
  });
}
