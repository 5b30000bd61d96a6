import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { StorageConfig } from '../src/config.ts';

export interface TestS3Server {
  /** the settings of a bucket on this server (the adapter creates it when it starts) */
  storage(bucket: string): StorageConfig;
  close(): Promise<void>;
}

const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * A real S3-compatible server (s3rver) on a free port of the loopback, keeping its objects in a temporary directory:
 * the S3 adapter is tested against the protocol, never against a mock of its own client. It runs in a Node process of
 * its own because s3rver signs its listing tokens with DES, which Node 17+ only offers with the OpenSSL legacy
 * provider; it stops when the test process does (its stdin closes).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'trilha-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', THIS_FILE, directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with ${code} before listening`);
    }),
  ])) as [string];
  const port = Number(JSON.parse(line).port);
  return {
    storage: (bucket) => ({
      kind: 's3',
      dir: '/nonexistent',
      s3: {
        endpoint: `http://127.0.0.1:${port}`,
        bucket,
        // s3rver's own account
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        region: 'us-east-1',
        forcePathStyle: true,
      },
    }),
    async close() {
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// The child: serve the directory given, print the address, stop when the parent goes away.
if (process.argv[1] === THIS_FILE) {
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[2] ?? '', silent: true });
  const address = await server.run();
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
}
