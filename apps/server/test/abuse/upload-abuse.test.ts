import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../../src/config.ts';
import { takeUploadTurn } from '../../src/modules/applications/upload-turns.ts';
import { wav } from '../accessible-files.ts';
import type { TestApp } from '../app.ts';
import { createHiringCompany, createPosition, createUser } from '../factories/index.ts';
import { PT_RESUME, resumePdf, selfDrawingPdf } from '../resume-pdfs.ts';
import { multipart } from '../uploads.ts';
import { listenTestApp } from './listening.ts';

// Application uploads under attack: one candidate sending hostile files in parallel loops, senders on a slow
// uplink, and several large files at once.

type Listening = TestApp & { port: number };
const uploadsConfig = (uploads: Partial<Config['uploads']>) => ({ ...loadConfig({ NODE_ENV: 'test' }).uploads, ...uploads });

let crowded: Listening;
let slow: Listening;
let roomy: Listening;
beforeAll(async () => {
  [crowded, slow, roomy] = await Promise.all([
    // a small allowance, so the hostile loops meet it within the test; the other candidate's check is given time
    // (still under the connection timeout): on a machine busy with other test files it may wait for a core
    listenTestApp({ uploads: uploadsConfig({ perHourPerUser: 20, atOncePerUser: 2, checkTimeoutMs: 20_000 }) }),
    // a request timeout of one second, and an upload cut after one second without a byte
    listenTestApp({ requestTimeoutMs: 1_000, uploads: uploadsConfig({ idleTimeoutMs: 1_000, timeoutMs: 60_000 }) }),
    listenTestApp({ uploads: uploadsConfig({ perHourPerUser: 1_000, atOncePerUser: 2 }) }),
  ]);
});
afterAll(async () => {
  await Promise.all([crowded.close(), slow.close(), roomy.close()]);
});

const STEPS: PositionStep[] = [{ kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: false }];

/** A new candidate with an unfinished application to a new position. */
async function candidate(t: Listening): Promise<{ token: string; id: string; userId: string }> {
  const company = await createHiringCompany(t);
  const positionId = await createPosition(t, company, { title: 'Analista de dados', steps: STEPS });
  const user = await createUser(t);
  const started = await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } });
  expect(started.statusCode, started.body).toBe(201);
  return { token: user.token, id: started.json().id, userId: user.id };
}

interface File {
  kind: 'resume' | 'audio';
  data: Buffer;
  name: string;
  type: string;
}
const resumeFile = (data: Buffer): File => ({ kind: 'resume', data, name: 'curriculo.pdf', type: 'application/pdf' });
const audioFile = (data: Buffer): File => ({ kind: 'audio', data, name: 'resposta.wav', type: 'audio/wav' });

/** One upload through the socket: its status and error code. */
async function send(t: Listening, who: { token: string; id: string }, file: File) {
  const body = await multipart({}, { file: { data: file.data, name: file.name, type: file.type } });
  const res = await fetch(`http://127.0.0.1:${t.port}/v1/matches/${who.id}/files?kind=${file.kind}`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    body: body.payload,
  });
  const json = (await res.json()) as { id?: string; error?: { code: string; message: string } };
  return { status: res.status, code: json.error?.code ?? null, message: json.error?.message ?? null, id: json.id ?? null };
}

/** One /v1/health call through the socket, in milliseconds. */
async function probe(t: Listening) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${t.port}/v1/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}
const percentile = (times: number[], share: number) => [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) * share)] ?? 0;

/**
 * An upload written to a raw socket in `chunks` pieces, `pauseMs` apart (a slow uplink's pace, the only waits here),
 * stopping after `stopAfter` pieces when given (a sender that stalls). Answers what the server wrote back once it
 * closed the connection.
 */
async function trickle(
  t: Listening,
  path: string,
  token: string | null,
  body: { payload: Buffer; headers: Record<string, string> },
  options: { chunks: number; pauseMs: number; stopAfter?: number },
) {
  const socket = connect(t.port, '127.0.0.1');
  // the server may close the connection while pieces are still on their way (ECONNRESET): that is the point here
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}` +
      `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
  );
  const size = Math.ceil(body.payload.length / options.chunks);
  const pieces = options.stopAfter ?? options.chunks;
  let sent = 0;
  for (let index = 0; index < pieces && !socket.destroyed; index++) {
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    if (!socket.destroyed) socket.write(body.payload.subarray(index * size, (index + 1) * size));
    sent++;
  }
  await closed;
  return { answer, sent };
}

describe('application uploads under attack', () => {
  it("keeps one candidate's parallel hostile PDFs from starving another's resume, refuses them past the allowance, and keeps health fast", async () => {
    const hostile = await candidate(crowded);
    const other = await candidate(crowded);
    const pdf = selfDrawingPdf();
    const resume = await resumePdf(PT_RESUME);
    for (let i = 0; i < 3; i++) await probe(crowded); // the first calls pay for the connection and the database pool
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await probe(crowded));

    // four loops of a PDF that pdf.js would read for tens of seconds, until the allowance stops them (a bound, so
    // the test ends even where nothing stops them)
    const codes: (string | null)[] = [];
    const loop = async () => {
      for (let attempt = 0; attempt < 40; attempt++) {
        const answer = await send(crowded, hostile, resumeFile(pdf));
        codes.push(answer.code);
        if (answer.code === 'application.too_many_uploads') return answer;
      }
      return null;
    };
    let attacking = true;
    const attack = Promise.all([loop(), loop(), loop(), loop()]).finally(() => {
      attacking = false;
    });
    const busy: number[] = [];
    busy.push(await probe(crowded));
    // the other candidate's resume, sent while the attack goes on
    const mine = send(crowded, other, resumeFile(resume));
    while (attacking) busy.push(await probe(crowded));
    const [accepted, ends] = await Promise.all([mine, attack]);

    expect(accepted, JSON.stringify(accepted)).toMatchObject({ status: 201, code: null });
    // every loop met the allowance, in pt-BR
    for (const end of ends) {
      expect(end).toMatchObject({
        status: 429,
        code: 'application.too_many_uploads',
        message: 'Você enviou muitos arquivos em pouco tempo. Aguarde alguns minutos e envie de novo',
      });
    }
    // each hostile file was refused by its content (or, past two at once, before it was read): none was kept
    const refusals = new Set(codes);
    refusals.delete('application.too_many_uploads');
    refusals.delete('application.uploads_in_progress');
    expect([...refusals]).toEqual(['resume.too_complex']);
    expect(codes.filter((code) => code !== 'application.too_many_uploads').length).toBe(20);

    // health during the attack, against the same probes idle (a ratio: a shared machine slows both)
    const baseline = percentile(idle, 0.9);
    const seen = `idle p90 ${baseline.toFixed(1)} ms; busy ${busy.map(Math.round).join(' ')}`;
    expect(busy.length).toBeGreaterThan(5);
    expect(percentile(busy, 0.9), seen).toBeLessThan(10 * baseline + 200);
    expect(Math.max(...busy), seen).toBeLessThan(10 * baseline + 1000);
  });

  it('refuses a third upload at once while a candidate has two in flight, and takes one again when one ends', async () => {
    // the turns are taken before the body is read; two held by one candidate's unfinished uploads
    const who = await candidate(roomy);
    const ends = [await takeUploadTurn(roomy.deps, who.userId), await takeUploadTurn(roomy.deps, who.userId)];
    const third = await send(roomy, who, audioFile(wav()));
    expect(third).toEqual({
      status: 429,
      code: 'application.uploads_in_progress',
      message: 'Você já está enviando outros arquivos. Aguarde esses envios terminarem e tente de novo',
      id: null,
    });
    // another candidate is not held back by them
    expect(await send(roomy, await candidate(roomy), audioFile(wav()))).toMatchObject({ status: 201 });
    // one of the two ends: the candidate sends again
    ends[0]?.();
    expect(await send(roomy, who, audioFile(wav()))).toMatchObject({ status: 201 });
    ends[1]?.();
  });

  it('takes an upload that keeps coming past the request timeout, and cuts one that stalls past the idle timeout', async () => {
    const who = await candidate(slow);
    const path = `/v1/matches/${who.id}/files?kind=audio`;
    const body = await multipart({}, { file: { data: wav(2), name: 'fala.wav', type: 'audio/wav' } });
    // 25 pieces 100 ms apart: two and a half seconds, past the one-second request timeout, never a second idle
    const steady = await trickle(slow, path, who.token, body, { chunks: 25, pauseMs: 100 });
    expect(steady.answer).toMatch(/^HTTP\/1\.1 201/);
    // half of it, then nothing: cut without an answer once a second has passed without a byte
    const stalled = await trickle(slow, path, who.token, body, { chunks: 25, pauseMs: 10, stopAfter: 12 });
    expect(stalled.answer).toBe('');
    // any other route is still held to the request timeout: a JSON body trickled the same way gets 408
    const json = {
      payload: Buffer.from(JSON.stringify({ email: 'ana@example.com', password: 'x'.repeat(200) })),
      headers: { 'content-type': 'application/json' },
    };
    const login = await trickle(slow, '/v1/auth', null, json, { chunks: 25, pauseMs: 100 });
    expect(login.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(login.sent).toBeLessThan(25);
  });

  it('streams uploads to the storage from a temporary file: several large ones at once are never held whole in memory', async () => {
    const putStream = vi.spyOn(roomy.deps.storage, 'putStream');
    const put = vi.spyOn(roomy.deps.storage, 'put');
    try {
      // three answers of eight minutes of WAV (7.7 MB each, past the multipart plugin's default of 5 MB a file) from
      // three candidates at once
      const files = [480, 481, 482].map((seconds) => wav(seconds));
      const people = await Promise.all(files.map(() => candidate(roomy)));
      const answers = await Promise.all(
        files.map((data, index) => send(roomy, people[index] as { token: string; id: string }, audioFile(data))),
      );
      for (const answer of answers) expect(answer).toMatchObject({ status: 201 });
      expect(put).not.toHaveBeenCalled();
      expect(putStream).toHaveBeenCalledTimes(3);
      for (const [key, stream, size] of putStream.mock.calls) {
        expect(stream).toBeInstanceOf(Readable);
        expect(files.map((data) => data.length)).toContain(size);
        const stored = await roomy.deps.storage.get(key);
        expect(files.some((data) => stored?.equals(data))).toBe(true);
      }
    } finally {
      putStream.mockRestore();
      put.mockRestore();
    }
  });
});
