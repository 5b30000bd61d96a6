import { describe, expect, it } from 'vitest';
import { workerSlots } from './worker-slots.ts';

describe('worker slots', () => {
  it('runs at most its size at once; the next waits until one is released, in arrival order', async () => {
    const slots = workerSlots(2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const third = slots.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = slots.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect([slots.running, slots.waiting, order]).toEqual([2, 2, []]);
    first?.();
    first?.(); // a second release of the same slot frees nothing more
    expect((await third) && order).toEqual(['third']);
    expect([slots.running, slots.waiting]).toEqual([2, 1]);
    second?.();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('gives up a wait whose deadline passes, and never hands that place a slot', async () => {
    const slots = workerSlots(1);
    const held = await slots.acquire();
    const deadline = new AbortController();
    const late = slots.acquire(deadline.signal);
    deadline.abort();
    expect(await late).toBeNull();
    expect(slots.waiting).toBe(0);
    held?.();
    expect(slots.running).toBe(0);
    expect(await slots.acquire(AbortSignal.abort())).toBeNull();
  });
});
