import type { LanguageProficiency, ProfileSnapshot } from '@trilha/contract';

const PROFICIENCY: Record<LanguageProficiency, string> = {
  elementary: 'básico',
  limited_working: 'intermediário',
  professional_working: 'avançado (profissional)',
  native_or_bilingual: 'nativo ou bilíngue',
};
const LEVEL: Record<string, string> = { interest: 'interesse', basic: 'básico', intermediate: 'intermediário', advanced: 'avançado' };

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b5394';

/** A date of the profile (YYYY-MM-DD) as pt-BR résumés write it: 03/2021. */
const monthOf = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
const period = (start: string, end: string | null, current: boolean) => `${monthOf(start)} – ${current || !end ? 'atual' : monthOf(end)}`;

/**
 * The résumé sent for a candidate who applied with their Trilha profile: an A4 PDF written with PDFKit
 * from the snapshot the application keeps, in pt-BR (Dados pessoais, Experiência profissional, Formação, Idiomas,
 * Competências), with the candidate's photo at the top right when they have one (a PNG or JPEG). The standard
 * Helvetica fonts cover Portuguese accents (WinAnsi), so nothing is read from the system.
 */
export async function profileResumePdf(snapshot: ProfileSnapshot, photo: Buffer | null): Promise<Buffer> {
  // PDFKit and its fonts take about 200 ms to load: on first use, not at every start
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      lang: 'pt-BR',
      displayTitle: true,
      info: { Title: `Currículo de ${snapshot.name}`, Author: snapshot.name, Creator: 'Trilha' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 2 * 56;
    const photoSide = 84;
    const top = doc.y;
    if (photo) doc.image(photo, doc.page.width - 56 - photoSide, top, { fit: [photoSide, photoSide] });
    const headerWidth = photo ? width - photoSide - 16 : width;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(snapshot.name, { width: headerWidth });
    if (snapshot.title) doc.fillColor(ACCENT).font('Helvetica').fontSize(13).text(snapshot.title, { width: headerWidth });
    const place = [snapshot.city, snapshot.state].filter(Boolean).join(' – ');
    if (place) doc.fillColor(MUTED).fontSize(10).text(place, { width: headerWidth });
    if (photo) doc.y = Math.max(doc.y, top + photoSide);

    const section = (title: string) => {
      doc.moveDown(1).fillColor(ACCENT).font('Helvetica-Bold').fontSize(12).text(title.toUpperCase(), { characterSpacing: 0.5 });
      const y = doc.y + 2;
      doc
        .moveTo(56, y)
        .lineTo(56 + width, y)
        .lineWidth(0.5)
        .strokeColor(ACCENT)
        .stroke();
      doc.moveDown(0.4);
    };
    const entry = (heading: string, detail: string, body?: string) => {
      doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(heading, { width });
      doc.fillColor(MUTED).font('Helvetica').fontSize(9.5).text(detail, { width });
      if (body) doc.moveDown(0.2).fillColor(INK).fontSize(10).text(body, { width, align: 'left' });
      doc.moveDown(0.6);
    };

    if (snapshot.description) {
      section('Resumo profissional');
      doc.fillColor(INK).font('Helvetica').fontSize(10).text(snapshot.description, { width });
    }
    if (snapshot.experiences.length > 0) {
      section('Experiência profissional');
      for (const job of snapshot.experiences)
        entry(`${job.role} — ${job.company}`, period(job.startDate, job.endDate, job.currentlyWorking), job.tasks || undefined);
    }
    if (snapshot.education.length > 0) {
      section('Formação');
      for (const course of snapshot.education)
        entry(`${course.title} — ${course.institution}`, period(course.startDate, course.endDate, course.currentlyStudying));
    }
    if (snapshot.languages.length > 0) {
      section('Idiomas');
      const names = new Intl.DisplayNames(['pt-BR'], { type: 'language' });
      const line = snapshot.languages
        .map((item) => `${capitalised(names.of(item.language) ?? item.language)} (${PROFICIENCY[item.proficiency]})`)
        .join(' · ');
      doc.fillColor(INK).font('Helvetica').fontSize(10).text(line, { width });
    }
    if (snapshot.skills.length > 0) {
      section('Competências');
      const line = snapshot.skills.map((skill) => (skill.level ? `${skill.title} (${LEVEL[skill.level]})` : skill.title)).join(' · ');
      doc.fillColor(INK).font('Helvetica').fontSize(10).text(line, { width });
    }
    doc
      .moveDown(2)
      .fillColor(MUTED)
      .fontSize(8)
      .text(
        `Gerado pela Trilha a partir do perfil do candidato em ${new Date(snapshot.takenAt).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
        {
          width,
        },
      );
    doc.end();
  });
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
