import { describe, expect, it } from 'vitest';
import { docx, odt, RESUME_LINES } from '../../../test/accessible-files.ts';
import { documentTypeOf } from './document-text.ts';

const text = RESUME_LINES.join('\n');

describe('documentTypeOf: a resume that is not a PDF is a DOCX, an ODT or plain text, nothing else', () => {
  it('tells each accessible document by its bytes', () => {
    expect(documentTypeOf(docx(RESUME_LINES))).toBe('docx');
    expect(documentTypeOf(odt(RESUME_LINES))).toBe('odt');
    expect(documentTypeOf(Buffer.from(text))).toBe('txt');
    // a text that mentions tags is still text
    expect(documentTypeOf(Buffer.from(`${text}\nHabilidades: C++, HTML <br> e CSS, a < b`))).toBe('txt');
  });

  it('refuses markup sent as a resume: a 59-byte SVG, one behind a BOM or a comment, an HTML page, XML', () => {
    const markup = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<!-- currículo --><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><curriculo>Diego</curriculo>',
      '<!DOCTYPE html><html><body>Diego Almeida</body></html>',
      `${text}\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
    ];
    expect(Buffer.byteLength(markup[0] ?? '')).toBe(59);
    for (const file of markup) expect(documentTypeOf(Buffer.from(file)), file).toBeNull();
  });
});
