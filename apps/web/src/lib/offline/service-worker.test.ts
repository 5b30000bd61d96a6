import { describe, expect, it } from 'vitest';
import { takeOver } from './service-worker.ts';
import type { WorkerMessage } from './worker-rules.ts';

/** A page's service-worker container whose active worker records what the page tells it. */
function container(controlled: boolean) {
  const told: WorkerMessage[] = [];
  const active = { postMessage: (message: WorkerMessage) => told.push(message) } as unknown as ServiceWorker;
  const ready = Promise.resolve({ active } as ServiceWorkerRegistration);
  return { told, container: { ready, controller: controlled ? active : null } };
}

describe('a page and the active service worker', () => {
  it('a page loaded while the worker was installing asks to be taken, and has its files kept', async () => {
    const { told, container: page } = container(false);
    await takeOver(page, () => ['http://localhost/assets/home-page-B1.js']);
    expect(told).toEqual([{ type: 'CLAIM' }, { type: 'KEEP_ASSETS', urls: ['http://localhost/assets/home-page-B1.js'] }]);
  });

  it('a page the worker controls already only has its files kept', async () => {
    const { told, container: page } = container(true);
    await takeOver(page, () => ['http://localhost/assets/home-page-B1.js']);
    expect(told).toEqual([{ type: 'KEEP_ASSETS', urls: ['http://localhost/assets/home-page-B1.js'] }]);
  });
});
