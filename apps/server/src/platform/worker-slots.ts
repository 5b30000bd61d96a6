import { availableParallelism } from 'node:os';

/**
 * Untrusted files are read in worker threads of their own (read-pdf.ts, upload-check.ts), each allowed up to a few
 * hundred MB of heap: at most this many run at once in a process, the others wait for a slot within their own deadline,
 * so a burst of uploads queues instead of starting a worker each and exhausting the memory (or the cores the API needs).
 */
const WORKER_SLOTS = Math.max(2, availableParallelism());

export interface WorkerSlots {
  /** A slot's release, or null when `signal` aborted before one was free (nothing to release then). */
  acquire(signal?: AbortSignal): Promise<(() => void) | null>;
  readonly running: number;
  readonly waiting: number;
}

export function workerSlots(size: number): WorkerSlots {
  let running = 0;
  const queue: ((release: () => void) => void)[] = [];
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next(releaseOnce());
      else running--;
    };
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.resolve(null);
      if (running < size) {
        running++;
        return Promise.resolve(releaseOnce());
      }
      return new Promise((resolve) => {
        const take = (release: () => void) => {
          signal?.removeEventListener('abort', abandon);
          resolve(release);
        };
        const abandon = () => {
          const at = queue.indexOf(take);
          if (at >= 0) queue.splice(at, 1);
          resolve(null);
        };
        queue.push(take);
        signal?.addEventListener('abort', abandon, { once: true });
      });
    },
  };
}

/** The process's slots for file-reading workers. */
export const fileWorkerSlots = workerSlots(WORKER_SLOTS);
