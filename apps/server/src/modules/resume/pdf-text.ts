import { RESUME_MAX_CHARACTERS } from '@trilha/contract';

export type PdfProblem = 'resume.password' | 'resume.wrong_format' | 'resume.too_many_characters' | 'resume.missing_data';

/** A resume with less text than this has nothing to read (a scanned image). */
const MIN_CHARACTERS = 40;

/**
 * The text of a PDF, page by page, with Mozilla's pdf.js (legacy build, no eval, no fonts from the system): a
 * password-protected file, a broken one, one with too much text or with none are refused by their own codes.
 * `onPage` reports the pages read, for the import's progress.
 */
export async function pdfText(
  data: Buffer,
  onPage: (done: number, total: number) => Promise<void>,
): Promise<{ text: string } | { problem: PdfProblem }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    document = await getDocument({
      data: new Uint8Array(data),
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
      stopAtErrors: false,
    }).promise;
  } catch (error) {
    return { problem: (error as { name?: string }).name === 'PasswordException' ? 'resume.password' : 'resume.wrong_format' };
  }
  try {
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
      text += '\n';
      page.cleanup();
      if (text.length > RESUME_MAX_CHARACTERS * 1.2) return { problem: 'resume.too_many_characters' };
      await onPage(number, document.numPages);
    }
    const meaningful = text.replace(/\s+/g, ' ').trim();
    if (meaningful.length > RESUME_MAX_CHARACTERS) return { problem: 'resume.too_many_characters' };
    if (meaningful.length < MIN_CHARACTERS) return { problem: 'resume.missing_data' };
    return { text };
  } finally {
    await document.destroy();
  }
}
