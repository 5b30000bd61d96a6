import type { ErrorCode } from '@trilha/contract';
import { readPdfInThread } from '../resume/index.ts';
import { type CheckTurn, inCheckingSlot } from './upload-check.ts';

type PdfProblem = Extract<Awaited<ReturnType<typeof readPdfInThread>>, { problem: string }>['problem'];

/**
 * What each problem of the reading means for an application's resume. A PDF that opens and reads but holds little
 * text (a scanned resume) is kept: the recruiter reads it as an image. One that does not open is refused, as a
 * DOCX that does not unzip is; too much text is refused as for a DOCX (the resume's limit); a password keeps the
 * recruiter out; a file that takes past the reading's memory or time is too complex.
 */
const PDF_REFUSALS: Record<PdfProblem, ErrorCode | null> = {
  'resume.missing_data': null,
  'resume.wrong_format': 'application.pdf_unreadable',
  'resume.password': 'resume.password',
  'resume.too_many_pages': 'resume.too_many_pages',
  'resume.too_many_characters': 'application.document_too_long',
  'resume.too_complex': 'resume.too_complex',
  'resume.timeout': 'resume.too_complex',
};

/**
 * Checks a resume PDF (the uploaded file at `path`) by its content: Mozilla's pdf.js opens it and reads every page's
 * text in the resume import's reading worker (resume module, `readPdfInThread`: its own thread, heap and byte arrays
 * capped, drawings that draw themselves refused before pdf.js starts, killed at its deadline), in one of the worker
 * slots (`inCheckingSlot`: 503 when none frees in time), so an untrusted file never holds the API's event loop.
 * Answers the refusal's error code, or null when the PDF reads. The text is not kept, as a DOCX's is not: the file
 * itself is what the recruiter opens.
 */
export function pdfRefusal(path: string, turn: CheckTurn): Promise<ErrorCode | null> {
  return inCheckingSlot(turn, async (deadline) => {
    try {
      const reading = await readPdfInThread({ path }, deadline, async () => undefined);
      return 'problem' in reading ? PDF_REFUSALS[reading.problem] : null;
    } catch {
      // the worker ended without an answer (it crashed on the file): not a PDF this server can read
      return 'application.pdf_unreadable';
    }
  });
}
