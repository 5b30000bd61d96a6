import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../platform/deps.ts';
import { ASSETS_DIR } from '../../platform/storage/file-routes.ts';
import { dropTaskLease, takeTaskLease } from '../../platform/task-lease.data.ts';
import type { PublicPosition } from '../positions/index.ts';
import { positionPreviewImage, previewKey } from './preview-image.ts';

/** How many previews may wait to be drawn; past it a request is not queued (the next one for it asks again). */
const QUEUE_LIMIT = 200;
/** Longer than one drawing takes: a process that dies mid-drawing leaves the image to another after this. */
const DRAWING_LEASE_MS = 60_000;

const DEFAULT_IMAGE = join(ASSETS_DIR, 'previews', 'position-default.png');

export interface PreviewDrawer {
  /** The stored image, or null after asking for it to be drawn in the background. */
  stored(position: PublicPosition): Promise<Buffer | null>;
  /** The image shown until a position's own is drawn: Trilha's, the same for every position. */
  fallback(): Promise<Buffer>;
  /** Resolves when nothing is queued or being drawn (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Drawing a preview costs about 0.7 s of CPU: a crawler reading the sitemap would otherwise make the API draw one per
 * request, and every other request would wait for the cores. Misses are queued and drawn one at a time in the
 * background (one process draws a given image: a lease in the database), while the request gets the default image.
 */
export function previewDrawer(deps: Deps, logoOf: (position: PublicPosition) => Promise<Buffer | null>): PreviewDrawer {
  const holder = `${process.pid}-${randomUUID()}`;
  const queue = new Map<string, PublicPosition>();
  let running: Promise<void> | null = null;
  let fallback: Promise<Buffer> | null = null;

  const draw = async (key: string, position: PublicPosition) => {
    const lease = `preview:${key}`;
    if (!(await takeTaskLease(deps.db, lease, holder, DRAWING_LEASE_MS))) return;
    try {
      if (await deps.storage.get(key)) return;
      await deps.storage.put(key, await positionPreviewImage(position, await logoOf(position)));
    } finally {
      await dropTaskLease(deps.db, lease, holder);
    }
  };

  const drain = async () => {
    for (let next = queue.entries().next(); !next.done; next = queue.entries().next()) {
      const [key, position] = next.value;
      try {
        await draw(key, position);
      } catch (error) {
        deps.log.warn({ err: error, key }, 'position preview not drawn');
      } finally {
        queue.delete(key);
      }
    }
  };

  const kick = () => {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      // one queued as the last drawing ended
      if (queue.size > 0) kick();
    });
  };

  return {
    async stored(position) {
      const key = previewKey(position);
      const image = await deps.storage.get(key);
      if (image) return image;
      if (!queue.has(key) && queue.size < QUEUE_LIMIT) queue.set(key, position);
      kick();
      return null;
    },
    fallback() {
      fallback ??= readFile(DEFAULT_IMAGE);
      return fallback;
    },
    async settled() {
      while (running) await running;
    },
  };
}
