// A real resume PDF for the journeys, written with PDFKit.
import PDFDocument from 'pdfkit';

export function resumePdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const [name, ...rest] = lines;
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(name ?? '');
    for (const line of rest) {
      if (line.startsWith('# ')) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(line.slice(2));
      else doc.font('Helvetica').fontSize(11).text(line);
    }
    doc.end();
  });
}
