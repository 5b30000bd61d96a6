import type { AddressInfo } from 'node:net';
import type { Config } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../app.ts';

/** A test app on a real loopback socket, for what app.inject cannot show (timeouts, concurrency). */
export async function listenTestApp(config: Partial<Config> = {}): Promise<TestApp & { port: number }> {
  const t = await createTestApp({ logLevel: 'warn', config });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, port: (t.app.server.address() as AddressInfo).port };
}
