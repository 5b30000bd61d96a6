import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog, recordBenchmark, replaceSection } from '../scripts/bench-report.mjs';

const section = (id: string, body: string) => ({ id, title: `npm run ${id}`, body });

describe('the benchmarks file', () => {
  it('is created with its heading and the section when missing', () => {
    const text = replaceSection(undefined, section('bench:scale', 'first run'));
    expect(text).toMatch(/^# Benchmarks\n/);
    expect(text).toContain('## npm run bench:scale\n\n<!-- bench:scale start -->\nfirst run\n<!-- bench:scale end -->\n');
  });

  it('gets a missing section appended, the others kept', () => {
    const before = replaceSection(undefined, section('bench:scale', 'scale run'));
    const text = replaceSection(before, section('bench:start', 'start run'));
    expect(text.startsWith(before.trimEnd())).toBe(true);
    expect(text.indexOf('<!-- bench:scale end -->')).toBeLessThan(text.indexOf('## npm run bench:start'));
  });

  it('replaces only the section of the benchmark that ran, and the same run gives the same file', () => {
    let text = replaceSection(undefined, section('bench:scale', 'old scale'));
    text = replaceSection(text, section('bench:start', 'old start'));
    text = `${text}\nNotes written by hand stay.\n`;
    const once = replaceSection(text, section('bench:scale', 'new scale\nsecond line'));
    expect(once).toContain('<!-- bench:scale start -->\nnew scale\nsecond line\n<!-- bench:scale end -->');
    expect(once).not.toContain('old scale');
    expect(once).toContain('old start');
    expect(once).toContain('Notes written by hand stay.');
    expect(once.match(/## npm run bench:scale/g)).toHaveLength(1);
    expect(replaceSection(once, section('bench:scale', 'new scale\nsecond line'))).toBe(once);
  });

  it('refuses a section whose markers are broken rather than guess where it ends', () => {
    expect(() => replaceSection('# Benchmarks\n\n<!-- bench:scale start -->\nhalf', section('bench:scale', 'x'))).toThrow(/markers/);
  });
});

describe('recording a run', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-report-'));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the date, the settings without passwords and the printed result lines, not the progress lines', async () => {
    vi.stubEnv('BENCH_SCALE_HELD', 'postgres://postgres:s3cret@127.0.0.1:5432/trilha');
    vi.stubEnv('BENCH_SCALE_SIZES', '10000');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    const capture = captureLog();
    console.log('[bench:scale] growing to 10,000 positions...');
    console.log('\ncase        p50 / p95\nlist        3.1 / 4.2');
    console.log('');
    const lines = capture.stop();
    print.mockRestore();
    expect(lines).toEqual(['case        p50 / p95', 'list        3.1 / 4.2']);

    const file = join(dir, 'docs', 'benchmarks.md');
    recordBenchmark({ id: 'bench:scale', title: 'Search at scale', lines, file, now: new Date('2030-01-02T03:04:05Z') });
    const text = await readFile(file, 'utf8');
    expect(text).toContain('Last run: 2030-01-02 03:04 UTC,');
    expect(text).toContain('`BENCH_SCALE_HELD=postgres://postgres:***@127.0.0.1:5432/trilha`, `BENCH_SCALE_SIZES=10000`');
    expect(text).not.toContain('s3cret');
    expect(text).toContain('```text\ncase        p50 / p95\nlist        3.1 / 4.2\n```\n<!-- bench:scale end -->');
    expect(text).not.toContain('growing');
  });

  it('says on stderr, and does not throw, when the file cannot be written', async () => {
    const file = join(dir, 'benchmarks.md');
    await writeFile(file, '<!-- bench:start end -->\n<!-- bench:start start -->\n');
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => recordBenchmark({ id: 'bench:start', title: 'Start', lines: ['x'], file })).not.toThrow();
    expect(said.mock.calls.flat().join(' ')).toMatch(/could not record/);
    expect(await readFile(file, 'utf8')).toBe('<!-- bench:start end -->\n<!-- bench:start start -->\n');
  });
});
