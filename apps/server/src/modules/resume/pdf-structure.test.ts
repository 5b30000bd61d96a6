import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressionBombPdf,
  manyPagesPdf,
  nestedFormsPdf,
  PT_RESUME,
  rawPdf,
  resumePdf,
  selfDrawingPdf,
} from '../../../test/resume-pdfs.ts';
import { pdfStructureProblem } from './pdf-structure.ts';

describe('pdfStructureProblem: drawings pdf.js would read over and over, found before it opens the file', () => {
  it('finds a form that draws itself, the file of about 700 bytes that held pdf.js for 14 s', () => {
    const file = selfDrawingPdf();
    expect(file.length).toBeLessThan(800);
    expect(pdfStructureProblem(file)).toBe('drawing_loop');
  });

  it('finds a loop through two forms, in deflated streams inside an object stream', () => {
    const form = (next: string) => deflateSync(Buffer.from(`BT /F1 11 Tf (a) Tj ET /${next} Do`));
    const a = form('B');
    const b = form('A');
    // the forms' resources live in an object stream, as PDF 1.5 writers keep small objects
    const inStream = '<< /XObject << /A 5 0 R /B 6 0 R >> >>';
    const header = '9 0 ';
    const objects = deflateSync(Buffer.from(header + inStream));
    const stream = (data: Buffer, entries: string) =>
      Buffer.concat([
        Buffer.from(`<< ${entries} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]);
    const file = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R /Resources 9 0 R >>',
      stream(deflateSync(Buffer.from('/A Do')), ''),
      stream(a, '/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources 9 0 R'),
      stream(b, '/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources 9 0 R'),
      stream(objects, `/Type /ObjStm /N 1 /First ${header.length}`),
    ]);
    expect(pdfStructureProblem(file)).toBe('drawing_loop');
  });

  it('finds forms nested deeper than a document needs, and more form drawings than a resume makes', () => {
    expect(pdfStructureProblem(nestedFormsPdf(4, 1))).toBeNull();
    expect(pdfStructureProblem(nestedFormsPdf(40, 1))).toBe('too_deep');
    // 8 levels, each drawing the next 4 times: 4^7 drawings of the last one
    expect(pdfStructureProblem(nestedFormsPdf(8, 4))).toBe('too_many_drawings');
  });

  it('finds nothing in real resumes and in files whose problems pdf.js and its caps deal with', async () => {
    expect(pdfStructureProblem(await resumePdf(PT_RESUME))).toBeNull();
    expect(pdfStructureProblem(await resumePdf(PT_RESUME, { userPassword: 'a', ownerPassword: 'a' }))).toBeNull();
    expect(pdfStructureProblem(await manyPagesPdf(300))).toBeNull();
    expect(pdfStructureProblem(await compressionBombPdf(64 * 1024 * 1024))).toBeNull();
    expect(pdfStructureProblem(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).toBeNull();
  });

  it('reads a file of unfinished objects in one pass, not once per object', () => {
    const junk = Buffer.from(`%PDF-1.4\n${'1 0 obj << /A [ '.repeat(200_000)}`);
    const started = performance.now();
    expect(pdfStructureProblem(junk)).toBeNull();
    // a pass per object would read 200,000 times 3 MB
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
