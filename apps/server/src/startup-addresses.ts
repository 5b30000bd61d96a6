import type { Config } from './config.ts';

/** The start-up line with the addresses to open; the dev mailbox only where it answers (outside production). */
export function startupAddresses(config: Pick<Config, 'host' | 'port' | 'nodeEnv' | 'publicUrl'>): string {
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const shown = wildcard || config.host === '127.0.0.1' || config.host === '::1' ? 'localhost' : config.host;
  const base = `http://${shown.includes(':') ? `[${shown}]` : shown}:${config.port}`;
  const parts = [`Trilha is ready: app ${base}`, `API docs ${base}/docs`];
  if (config.nodeEnv !== 'production') parts.push(`dev mailbox ${base}/dev/mailbox (this machine only)`);
  const reach = wildcard ? `listening on every interface (HOST=${config.host})` : `listening on ${config.host} only`;
  return `${parts.join(', ')}; ${reach}`;
}
