import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export interface PdfCertificate {
  code: string;
  kind: 'content' | 'list';
  recipientName: string;
  title: string;
  hours: number | null;
  issuerName: string;
  issuedAt: Date;
  /** where anyone checks it: the public page's address */
  checkUrl: string;
}

const INK = rgb(0.13, 0.16, 0.22);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.09, 0.4, 0.73);

/** What the standard font cannot draw (it knows Latin-1 and a few more) becomes '?', rather than failing the PDF. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

const formatHours = (hours: number) => hours.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * The printable certificate: one A4 page in landscape. The name and the code are also the document's author and
 * keywords, so a program reading the file finds them without drawing it.
 */
export async function renderCertificatePdf(c: PdfCertificate): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const issued = c.issuedAt.toLocaleDateString('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
  doc.setTitle(`Certificado ${c.code}`);
  doc.setAuthor(c.issuerName);
  doc.setSubject(`${c.recipientName} — ${c.title}`);
  doc.setKeywords([c.code, c.recipientName]);
  doc.setCreationDate(c.issuedAt);
  doc.setModificationDate(c.issuedAt);
  doc.setProducer('Trilha');
  doc.setCreator('Trilha');
  const page = doc.addPage([842, 595]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: 547, borderColor: ACCENT, borderWidth: 3 });
  const centered = (text: string, y: number, size: number, font: PDFFont, color = INK) => {
    let line = drawable(font, text);
    while (font.widthOfTextAtSize(line, size) > width - 120 && line.length > 4) line = `${line.slice(0, -2)}…`;
    page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  };

  centered('CERTIFICADO DE CONCLUSÃO', 480, 30, bold, ACCENT);
  centered('Certificamos que', 420, 16, regular, MUTED);
  centered(c.recipientName, 380, 28, bold);
  centered(c.kind === 'list' ? 'concluiu a trilha' : 'concluiu o conteúdo', 340, 16, regular, MUTED);
  centered(c.title, 305, 22, bold);
  if (c.hours !== null)
    centered(`com carga horária de ${formatHours(c.hours)} ${c.hours === 1 ? 'hora' : 'horas'}`, 270, 14, regular, MUTED);
  centered(`Emitido por ${c.issuerName} em ${issued}`, 200, 14, regular);
  centered(`Código de verificação: ${c.code}`, 110, 12, bold);
  centered(`Confira em ${c.checkUrl}`, 90, 10, regular, MUTED);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
