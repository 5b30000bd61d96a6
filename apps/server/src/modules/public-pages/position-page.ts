import type { PositionItem } from '@trilha/contract';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { PublicPosition } from '../positions/index.ts';
import { jobPosting, jsonLdScript } from './job-posting.ts';
import { assetUrl, PAGE_SCRIPT, PAGE_STYLE } from './page-assets.ts';
import {
  absoluteUrl,
  answerPromise,
  CONTRACT_LABEL,
  inAppPositionPath,
  placeLabel,
  positionDescriptionHtml,
  publicPositionPath,
  STEP_LABEL,
  salaryLabel,
  stepsMinutes,
  summaryLine,
} from './position-words.ts';

interface Head {
  title: string;
  description: string;
  canonical?: string;
  /** Open Graph and Twitter card tags, JSON-LD: only on an open position's page */
  extra?: string;
  /** where a signed-in reader goes instead (the in-app twin of the page) */
  inApp?: string;
  robots?: string;
}

const HOME = 'Trilha';

function layout(head: Head, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(head.title)}</title>
<meta name="description" content="${e(head.description)}">
${head.robots ? `<meta name="robots" content="${e(head.robots)}">\n` : ''}${head.canonical ? `<link rel="canonical" href="${e(head.canonical)}">\n` : ''}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">
<link rel="manifest" href="/manifest.webmanifest">
<meta name="theme-color" content="#0b7285">
<link rel="stylesheet" href="${e(assetUrl(PAGE_STYLE))}">
${head.inApp ? `<script src="${e(assetUrl(PAGE_SCRIPT))}" data-app="${e(head.inApp)}"></script>\n` : ''}${head.extra ?? ''}
</head>
<body>
<header class="top"><a href="/">${HOME}</a></header>
<main id="conteudo">
${body}
</main>
<footer>Trilha · carreira e aprendizagem</footer>
</body>
</html>
`;
}

const meta = (property: string, content: string, attribute: 'property' | 'name' = 'property') =>
  `<meta ${attribute}="${escapeHtml(property)}" content="${escapeHtml(content)}">`;

/** Where "Candidatar-se" leads a signed-out reader: sign-in, then back to the position inside the app. */
const applyHref = (id: string, source: string) => `/login?redirect=${encodeURIComponent(inAppPositionPath(id, source))}`;
const registerHref = (id: string, source: string) => `/register?redirect=${encodeURIComponent(inAppPositionPath(id, source))}`;

function previewTags(position: PublicPosition, canonical: string, image: string): string {
  const title = `${position.title} · ${position.company.name}`;
  const description = summaryLine(position);
  return [
    meta('og:type', 'website'),
    meta('og:site_name', 'Trilha'),
    meta('og:locale', 'pt_BR'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', canonical),
    meta('og:image', image),
    meta('og:image:alt', `${position.title}, ${position.company.name}`),
    meta('twitter:card', 'summary_large_image', 'name'),
    meta('twitter:title', title, 'name'),
    meta('twitter:description', description, 'name'),
    meta('twitter:image', image, 'name'),
  ].join('\n');
}

/**
 * An open position's page: everything a candidate reads before applying, readable with scripts off. `source` is
 * where its reader came from (the public page itself, or a shared link's own origin), carried into the app.
 */
export function openPositionPage(position: PublicPosition, publicUrl: string, image: string, now: Date, source: string): string {
  const e = escapeHtml;
  const canonical = absoluteUrl(publicUrl, publicPositionPath(position.id, position.title));
  const salary = salaryLabel(position.salary);
  const minutes = stepsMinutes(position.steps);
  // only an image of this site: the CSP's img-src is 'self'
  const logo = position.companyLogoUrl?.startsWith('/') ? `<img src="${e(position.companyLogoUrl)}" alt="" width="48" height="48">` : '';
  const facts = [
    ['Local', placeLabel(position)],
    ['Contrato', CONTRACT_LABEL[position.contractType]],
    ['Salário', salary ?? 'Não informado'],
    ['Área', position.category.name],
    ...(position.pcdOnly ? [['Vaga', 'Exclusiva para pessoas com deficiência (PcD)']] : []),
  ]
    .map(([term, value]) => `<dt>${e(term ?? '')}</dt><dd>${e(value ?? '')}</dd>`)
    .join('');
  const steps = position.steps.length
    ? `<h2>Como é a candidatura</h2>
<p>${position.steps.length} ${position.steps.length === 1 ? 'etapa' : 'etapas'}, cerca de ${minutes} minutos no total.</p>
<ol class="steps">${position.steps
        .map((step) => `<li>${e(STEP_LABEL[step.kind])} (cerca de ${step.minutes} ${step.minutes === 1 ? 'minuto' : 'minutos'})</li>`)
        .join('')}</ol>`
    : '';
  const skills = position.skills.length
    ? `<h2>Habilidades pedidas</h2><ul>${position.skills.map((skill) => `<li>${e(skill.title)}</li>`).join('')}</ul>`
    : '';
  const body = `<article class="card">
<div class="company">${logo}<span>${e(position.company.name)}</span></div>
<h1>${e(position.title)}</h1>
<p><span class="promise">${e(answerPromise(position.answerWithinDays))}</span></p>
<dl class="facts">${facts}</dl>
<div class="actions"><a class="apply" href="${e(applyHref(position.id, source))}">Candidatar-se</a>
<span class="muted">Ainda não tem conta? <a href="${e(registerHref(position.id, source))}">Crie a sua</a>.</span></div>
</article>
<section class="card" aria-labelledby="sobre">
<h2 id="sobre">Sobre a vaga</h2>
${positionDescriptionHtml(position)}
${skills}
${steps}
</section>`;
  const extra = `${previewTags(position, canonical, image)}\n${jsonLdScript(jobPosting(position, publicUrl, canonical, now))}`;
  return layout(
    {
      title: `${position.title} · ${position.company.name} | ${HOME}`,
      description: `${summaryLine(position)}. ${position.description.slice(0, 150)}`,
      canonical,
      extra,
      inApp: inAppPositionPath(position.id, source),
    },
    body,
  );
}

const relatedItem = (item: PositionItem) =>
  `<li><a href="${escapeHtml(publicPositionPath(item.id, item.title))}">${escapeHtml(item.title)}</a><br><span class="muted">${escapeHtml(
    `${item.company.name} · ${placeLabel(item)}`,
  )}</span></li>`;

/** A closed position (410): it no longer takes applications; similar open positions instead. */
export function closedPositionPage(position: PublicPosition, related: PositionItem[]): string {
  const e = escapeHtml;
  const list = related.length
    ? `<h2>Vagas parecidas</h2><ul class="related">${related.map(relatedItem).join('')}</ul>`
    : '<p>Não há vagas parecidas abertas no momento.</p>';
  return layout(
    { title: `Vaga encerrada: ${position.title} | ${HOME}`, description: 'Esta vaga foi encerrada.', robots: 'noindex' },
    `<article class="card">
<p class="muted">${e(position.company.name)}</p>
<h1>Esta vaga foi encerrada</h1>
<p>A vaga “${e(position.title)}” não recebe mais candidaturas.</p>
${list}
</article>`,
  );
}

/** A position that does not exist for the open web (404): none, a draft, a paused or an internal one. */
export function missingPositionPage(): string {
  return layout(
    { title: `Vaga não encontrada | ${HOME}`, description: 'Esta vaga não existe ou não está disponível.', robots: 'noindex' },
    `<article class="card">
<h1>Vaga não encontrada</h1>
<p>Esta vaga não existe mais ou não está disponível.</p>
<p><a href="/login">Entre na Trilha</a> para ver as vagas abertas.</p>
</article>`,
  );
}
