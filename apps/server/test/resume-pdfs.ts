// Real PDFs for the resume import tests, written with PDFKit (text, images, encryption), and hostile ones written
// object by object.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import PDFDocument from 'pdfkit';

type Fill = (doc: PDFKit.PDFDocument) => void;

export function makePdf(fill: Fill, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    fill(doc);
    doc.end();
  });
}

/** A resume: a name in large type, then one line per entry, section headings in bold. */
export const resumePdf = (lines: string[], options: PDFKit.PDFDocumentOptions = {}) =>
  makePdf((doc) => {
    const [name, ...rest] = lines;
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(name ?? '');
    for (const line of rest) {
      if (line.startsWith('# ')) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(line.slice(2));
      else doc.font('Helvetica').fontSize(11).text(line);
    }
  }, options);

export const PT_RESUME = [
  'Maria Clara Oliveira',
  'Enfermeira',
  'maria.oliveira@example.com | (81) 99876-5432 | Recife - PE',
  '# Resumo',
  'Enfermeira com oito anos de experiência em UTI adulto e gestão de equipes.',
  '# Experiência Profissional',
  'Enfermeira Supervisora — Hospital Central',
  '03/2019 - atual',
  'Supervisão de equipe de 20 técnicos; protocolos de segurança do paciente.',
  'Enfermeira Assistente — Clínica Boa Saúde',
  '02/2015 - 02/2019',
  'Atendimento em pronto-socorro e triagem.',
  '# Formação Acadêmica',
  'Bacharelado em Enfermagem — Universidade Federal de Pernambuco',
  '2010 - 2014',
  '# Idiomas',
  'Inglês - intermediário',
  'Espanhol - básico',
  '# Habilidades',
  'Enfermagem, Gestão de equipes, Primeiros socorros, Comunicação',
];

export const EN_RESUME = [
  'John Michael Carter',
  'Software Engineer',
  'john.carter@example.com | (415) 555-0134 | San Francisco, CA',
  '# Work Experience',
  'Senior Software Engineer at Acme Corp',
  'Mar 2020 – Present',
  'Built payment services in TypeScript and PostgreSQL.',
  'Software Engineer | Globex',
  'Jan 2016 - Feb 2020',
  '# Education',
  'B.S. in Computer Science — University of California',
  '2011 - 2015',
  '# Languages',
  'English (native), Spanish (intermediate)',
  '# Skills',
  'TypeScript; PostgreSQL; Docker; Leadership',
];

export const ES_RESUME = [
  'Lucía Fernández Gómez',
  'Analista de Marketing',
  'lucia.fernandez@example.com | Buenos Aires',
  '# Experiencia laboral',
  'Analista de Marketing Digital en Mercado Sur',
  'marzo 2021 - actualidad',
  'Campañas de SEO y redes sociales.',
  '# Formación académica',
  'Licenciatura en Publicidad — Universidad de Buenos Aires',
  '2015 - 2020',
  '# Idiomas',
  'Español: nativo',
  'Inglés: avanzado',
  '# Habilidades',
  'Marketing digital, SEO, Redes sociales',
];

/** A PDF from its objects, numbered from 1 (the catalogue), with a correct cross-reference table. */
export function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(part);
    length += part.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const size = objects.length + 1;
  parts.push(
    Buffer.from(`xref\n0 ${size}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/** `pages` pages that all draw one content stream, stored deflated (objects 1-5, then the pages). */
async function sharedContentPdf(pages: number, content: Buffer): Promise<Buffer> {
  const deflated = await promisify(deflate)(content);
  const kids = Array.from({ length: pages }, (_, index) => `${index + 6} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources 5 0 R /Contents 3 0 R >>';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    Buffer.concat([Buffer.from(`<< /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`), deflated, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Font << /F1 4 0 R >> >>',
    ...Array<string>(pages).fill(page),
  ]);
}

const TEXT_LINE = Buffer.from('BT /F1 11 Tf 50 780 Td (Maria Clara Oliveira, enfermeira em Recife) Tj ET\n');

/** A compression bomb: one page whose content is `inflatedBytes` of zeros (PDF whitespace), about 1,000 times smaller deflated. */
export const compressionBombPdf = (inflatedBytes: number) => sharedContentPdf(1, Buffer.alloc(inflatedBytes));

/** `pages` pages (20,000 in the issue: 2.7 MB) sharing one line of text. */
export const manyPagesPdf = (pages: number) => sharedContentPdf(pages, TEXT_LINE);

/** Within every cap but slow to read: each of `pages` pages decodes again a content of `inflatedBytes`, a line of text then zeros. */
export const slowPdf = (pages: number, inflatedBytes: number) =>
  sharedContentPdf(pages, Buffer.concat([TEXT_LINE, Buffer.alloc(inflatedBytes - TEXT_LINE.length)]));

/** A stream object of the raw content `body`, with the dictionary entries `entries`. */
const rawStream = (body: string, entries = '') => `<< ${entries} /Length ${body.length} >>\nstream\n${body}\nendstream`;

/**
 * One page that draws a form which shows a letter and draws itself again (about 700 bytes): pdf.js 4 reads it
 * deeper and deeper, the time growing with the square of the depth, for 14 to 40 s before it gives up and accepts it.
 */
export const selfDrawingPdf = () =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> /Font << /F1 6 0 R >> >> >>',
    rawStream('/X Do'),
    rawStream('BT /F1 11 Tf 50 780 Td (a) Tj ET /X Do', '/Type /XObject /Subtype /Form /BBox [0 0 595 842]'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);

/**
 * Forms drawn within forms: `depth` levels, each form drawing the next `fanOut` times, the last one a line of text.
 * Deep nesting or a great many drawings, without any form drawing itself.
 */
export function nestedFormsPdf(depth: number, fanOut: number): Buffer {
  const first = 5;
  const forms = Array.from({ length: depth }, (_, level) => {
    const last = level === depth - 1;
    const body = last ? 'BT /F1 11 Tf 50 780 Td (Maria) Tj ET' : Array(fanOut).fill('/N Do').join(' ');
    const resources = last ? '' : `/Resources << /XObject << /N ${first + level + 1} 0 R >> /Font << /F1 4 0 R >> >>`;
    return rawStream(body, `/Type /XObject /Subtype /Form /BBox [0 0 595 842] ${resources}`);
  });
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${first + depth} 0 R /Resources << /XObject << /N ${first} 0 R >> /Font << /F1 4 0 R >> >> >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...forms,
    rawStream('/N Do'),
  ]);
}
