import { describe, expect, it, vi } from 'vitest';
import { deferredRules } from './deferred-rules.ts';

const required = (values: unknown): Record<string, string> => ((values as { email: string }).email ? {} : { email: 'Campo obrigatório' });

describe('deferredRules', () => {
  it('loads the rules once: the first validation waits for them, the next ones run at once', async () => {
    const load = vi.fn(async () => required);
    const rules = deferredRules(load);
    expect(load).not.toHaveBeenCalled();
    await expect(rules.validate({ email: '' })).resolves.toEqual({ email: 'Campo obrigatório' });
    expect(rules.validate({ email: 'ana@trilha.dev' })).toEqual({});
    rules.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form submit when the rules cannot load, and tries again on the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(required);
    const rules = deferredRules(load);
    await expect(rules.validate({ email: '' })).resolves.toEqual({});
    await expect(rules.validate({ email: '' })).resolves.toEqual({ email: 'Campo obrigatório' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
