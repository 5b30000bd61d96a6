import { describe, expect, it } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './route-helpers.ts';

describe('withChunkTimeout', () => {
  it('tries a failed load again and takes the first that arrives', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('screen');
    };
    await expect(withChunkTimeout(load, 1000, [1, 1])).resolves.toBe('screen');
    expect(calls).toBe(3);
  });

  it('gives up after the retries with a ChunkLoadError that keeps the browser’s error', async () => {
    let calls = 0;
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = withChunkTimeout(
      () => {
        calls += 1;
        return Promise.reject(cause);
      },
      1000,
      [1, 1],
    ).catch((error: unknown) => error);
    const error = (await failure) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.cause).toBe(cause);
    expect(calls).toBe(3);
  });

  it('does not try again a load that ran out of time', async () => {
    let calls = 0;
    const never = () => {
      calls += 1;
      return new Promise<never>(() => undefined);
    };
    await expect(withChunkTimeout(never, 5, [1, 1])).rejects.toThrow('chunk load timeout');
    expect(calls).toBe(1);
  });
});
