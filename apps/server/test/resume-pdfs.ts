// Real PDFs for the resume import tests, written with PDFKit (text, images, encryption).
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
