import type { getDocument as GetDocument, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfProblem =
  | 'resume.password'
  | 'resume.wrong_format'
  | 'resume.too_many_pages'
  | 'resume.too_many_characters'
  | 'resume.missing_data';

export interface PdfTextLimits {
  maxPages: number;
  maxCharacters: number;
}

/** A resume with less text than this has nothing to read (a scanned image). */
const MIN_CHARACTERS = 40;

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;

/**
 * A page's text, or null as soon as it passes `room` characters: a page of endless text is not read to its end.
 * The stream is left as it is (pdf.js 4 throws when a cancelled one gets its next chunk); `destroy()` ends it.
 */
async function pageText(page: PDFPageProxy, room: number): Promise<string | null> {
  const reader = page.streamTextContent().getReader();
  let text = '';
  for (;;) {
    const { done, value } = (await reader.read()) as { done: boolean; value?: TextContent };
    if (done || !value) return text;
    for (const item of value.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    if (text.length > room) return null;
  }
}

/**
 * The text of a PDF, page by page, with Mozilla's pdf.js (legacy build, no eval, no fonts from the system): a
 * password-protected file, a broken one, one with too many pages, too much text or none are refused by their own
 * codes. Runs in a reading worker (pdf-worker.ts), which hands it pdf.js; `onPage` reports the pages read.
 */
export async function pdfText(
  getDocument: typeof GetDocument,
  data: Uint8Array,
  limits: PdfTextLimits,
  onPage: (done: number, total: number) => void,
): Promise<{ text: string } | { problem: PdfProblem }> {
  let document: Awaited<ReturnType<typeof GetDocument>['promise']>;
  try {
    document = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0, stopAtErrors: false }).promise;
  } catch (error) {
    return { problem: (error as { name?: string }).name === 'PasswordException' ? 'resume.password' : 'resume.wrong_format' };
  }
  try {
    // the page count is the document's own claim, known before any page is read
    if (document.numPages > limits.maxPages) return { problem: 'resume.too_many_pages' };
    // a little room over the limit: the layout's spaces and line ends do not count (see `meaningful`)
    const room = limits.maxCharacters * 1.2;
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const read = await pageText(page, room - text.length);
      if (read === null) return { problem: 'resume.too_many_characters' };
      text += `${read}\n`;
      page.cleanup();
      onPage(number, document.numPages);
    }
    const meaningful = text.replace(/\s+/g, ' ').trim();
    if (meaningful.length > limits.maxCharacters) return { problem: 'resume.too_many_characters' };
    if (meaningful.length < MIN_CHARACTERS) return { problem: 'resume.missing_data' };
    return { text };
  } finally {
    await document.destroy();
  }
}
