import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseWaitingResumes } from '../../src/modules/resume/index.ts';
import type { TestApp } from '../app.ts';
import { createUser, type TestUser } from '../factories/index.ts';
import { compressionBombPdf, manyPagesPdf, PT_RESUME, resumePdf, slowPdf } from '../resume-pdfs.ts';
import { multipart } from '../uploads.ts';
import { listenTestApp } from './listening.ts';

const MiB = 1024 * 1024;

let t: TestApp & { port: number };
let user: TestUser;
beforeAll(async () => {
  t = await listenTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const upload = async (data: Buffer): Promise<string> => {
  const body = await multipart({}, { file: { data, name: 'curriculo.pdf', type: 'application/pdf' } });
  const res = await t.request({ method: 'POST', url: '/v1/resume/upload', token: user.token, ...body });
  expect(res.statusCode, res.body).toBe(202);
  // the queue is read oldest first: one millisecond apart, the uploads are read in this order
  t.clock.advance(1);
  return res.json().id;
};
const importOf = async (id: string) => (await t.request({ method: 'GET', url: `/v1/resume/profile/${id}`, token: user.token })).json();

/** One /v1/health call through the socket, in milliseconds. */
const probe = async () => {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${t.port}/v1/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
};
const percentile = (times: number[], share: number) => [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) * share)] ?? 0;

/** A reading deadline that never comes: what ends a reading is then the file's caps, however busy the machine. */
const never = () => new AbortController().signal;

/**
 * Health while the analysis job reads what is queued, against the same probes idle (on a machine shared with other
 * runs the scheduler alone slows them, so the rule is a ratio). Before the fix pdf.js ran on the API's event loop:
 * a 256 MiB bomb held it for seconds and no probe came back until the page was read. `between` runs after each probe.
 */
async function expectHealthFastWhile(analysis: () => Promise<void>, between: () => Promise<void> = async () => {}) {
  for (let i = 0; i < 3; i++) await probe(); // the first calls pay for the connection and the database pool
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await probe());
  let analysing = true;
  const analysed = analysis().finally(() => {
    analysing = false;
  });
  const busy: number[] = [];
  while (analysing) {
    busy.push(await probe());
    await between();
  }
  await analysed;
  const baseline = percentile(idle, 0.9);
  const seen = `idle p90 ${baseline.toFixed(1)} ms; busy ${busy.map(Math.round).join(' ')}`;
  expect(busy.length).toBeGreaterThan(10);
  // Nineteen probes in twenty within ten times their idle time (plus 50 ms for the scheduler of a shared two-core
  // machine), and none held a second: the bomb alone held every call for about 10 s before the fix.
  expect(percentile(busy, 0.95), seen).toBeLessThan(10 * baseline + 50);
  expect(Math.max(...busy), seen).toBeLessThan(10 * baseline + 1000);
}

describe('hostile resume PDFs', () => {
  it('refuses a compression bomb and a 20,000-page PDF without slowing the API, and reads the resume queued behind them', async () => {
    const bomb = await upload(await compressionBombPdf(256 * MiB));
    const manyPages = await upload(await manyPagesPdf(20_000));
    const normal = await upload(await resumePdf(PT_RESUME));
    await expectHealthFastWhile(() => analyseWaitingResumes(t.deps, never));
    expect(await importOf(bomb)).toMatchObject({
      status: 'failed',
      error: { code: 'resume.too_complex', message: expect.stringContaining('o PDF é complexo demais') },
    });
    expect(await importOf(manyPages)).toMatchObject({
      status: 'failed',
      error: { code: 'resume.too_many_pages', message: 'Seu currículo tem páginas demais: envie um PDF com até 30 páginas' },
    });
    expect(await importOf(normal)).toMatchObject({ status: 'done', draft: { name: 'Maria', city: 'Recife' } });
  }, 120_000);

  it('kills the reading of a file at its deadline, mid-file; the resume queued behind two such files is then read', async () => {
    // within every cap but slow: each of 30 pages decodes 12 MiB again, far more work than is left when the deadline
    // comes (once a page has been read)
    const slow = [await upload(await slowPdf(30, 12 * MiB)), await upload(await slowPdf(30, 12 * MiB))];
    const normal = await upload(await resumePdf(PT_RESUME));
    const deadlines = new Map(slow.map((id) => [id, new AbortController()]));
    // the two lanes hold the slow files, so the normal one is read only once a worker has been killed
    const killMidFile = async () => {
      for (const [id, deadline] of deadlines) if (!deadline.signal.aborted && (await importOf(id)).progress > 5) deadline.abort();
    };
    await expectHealthFastWhile(() => analyseWaitingResumes(t.deps, (id) => deadlines.get(id)?.signal ?? never()), killMidFile);
    for (const id of slow) expect(await importOf(id)).toMatchObject({ status: 'timeout', error: { code: 'resume.timeout' } });
    expect(await importOf(normal)).toMatchObject({ status: 'done', draft: { name: 'Maria' } });
  }, 120_000);
});
