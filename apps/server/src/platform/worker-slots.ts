import { availableParallelism } from 'node:os';

/**
 * Untrusted files are read in worker threads of their own (read-pdf.ts, upload-check.ts), each allowed up to a few
 * hundred MB of heap: at most this many run at once in a process, the others wait for a slot within their own deadline,
 * so a burst of uploads queues instead of starting a worker each and exhausting the memory (or the cores the API needs).
 */
const WORKER_SLOTS = Math.max(2, availableParallelism());

export interface WorkerSlots {
  /**
   * A slot's release, or null when `signal` aborted before one was free (nothing to release then). Waits are served
   * by `owner` (a user) in turn, and one owner holds at most one slot at a time: a user who sends many files at once
   * queues behind their own, never ahead of another user's. Without an owner, each call counts as an owner of its own.
   */
  acquire(signal?: AbortSignal, owner?: string): Promise<(() => void) | null>;
  readonly running: number;
  readonly waiting: number;
}

type Take = (release: () => void) => void;

export function workerSlots(size: number): WorkerSlots {
  let running = 0;
  let anonymous = 0;
  /** the owners holding a slot */
  const holders = new Set<string>();
  /** each waiting owner's waits in arrival order; the map's order is the owners' turn (served ones go to its end) */
  const queues = new Map<string, Take[]>();
  let waiting = 0;

  const releaseOf = (owner: string) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      holders.delete(owner);
      serve();
    };
  };
  const grant = (owner: string): (() => void) => {
    running++;
    holders.add(owner);
    return releaseOf(owner);
  };
  // the first owner in turn who holds no slot gets the free slots, one each
  function serve() {
    for (const [owner, takes] of queues) {
      if (running >= size) return;
      if (holders.has(owner)) continue;
      const take = takes.shift();
      queues.delete(owner);
      if (takes.length > 0) queues.set(owner, takes);
      if (take) {
        waiting--;
        take(grant(owner));
      }
    }
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
    acquire(signal, ownerKey) {
      if (signal?.aborted) return Promise.resolve(null);
      const owner = ownerKey ?? `\0anonymous-${anonymous++}`;
      if (running < size && !holders.has(owner) && !queues.has(owner)) return Promise.resolve(grant(owner));
      return new Promise((resolve) => {
        const take: Take = (release) => {
          signal?.removeEventListener('abort', abandon);
          resolve(release);
        };
        const abandon = () => {
          const takes = queues.get(owner);
          const at = takes?.indexOf(take) ?? -1;
          if (!takes || at < 0) return;
          takes.splice(at, 1);
          waiting--;
          if (takes.length === 0) queues.delete(owner);
          resolve(null);
        };
        const takes = queues.get(owner);
        if (takes) takes.push(take);
        else queues.set(owner, [take]);
        waiting++;
        signal?.addEventListener('abort', abandon, { once: true });
      });
    },
  };
}

/** The process's slots for file-reading workers. */
export const fileWorkerSlots = workerSlots(WORKER_SLOTS);
