import type { SalaryPeriod } from '@trilha/contract';
import type { PublicPosition } from '../positions/index.ts';
import { absoluteUrl, companyPageUrl, positionDescriptionHtml } from './position-words.ts';

const UNIT_TEXT: Record<SalaryPeriod, string> = { hourly: 'HOUR', daily: 'DAY', weekly: 'WEEK', monthly: 'MONTH', yearly: 'YEAR' };

/** An open position keeps its posting this long past the page's last answer: the page is re-read while it is open. */
const VALID_DAYS = 30;
const DAY_MS = 86_400_000;

function baseSalary(position: PublicPosition) {
  const { salary } = position;
  if (salary.type !== 'range' || !salary.period || (salary.min === null && salary.max === null)) return undefined;
  const value =
    salary.min !== null && salary.max !== null && salary.min !== salary.max
      ? { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: UNIT_TEXT[salary.period] }
      : { '@type': 'QuantitativeValue', value: salary.min ?? salary.max, unitText: UNIT_TEXT[salary.period] };
  return { '@type': 'MonetaryAmount', currency: salary.currency, value };
}

function location(position: PublicPosition) {
  const { city, state, country } = position.location;
  const place =
    city || !position.remote
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(city && { addressLocality: city }),
              ...(state && { addressRegion: state }),
              addressCountry: country,
            },
          },
        }
      : {};
  const remote = position.remote
    ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
    : {};
  return { ...place, ...remote };
}

/**
 * The schema.org JobPosting of an open position, as Google's job-posting guidelines ask: the required properties
 * (title, description, datePosted, hiringOrganization, jobLocation or TELECOMMUTE) and the recommended ones
 * (validThrough, employmentType, baseSalary, directApply, identifier). The contract types are Google's own
 * employmentType values. No closing date is stored: validThrough moves forward while the position stays open, and a
 * closed one stops answering with a posting (410).
 */
export function jobPosting(position: PublicPosition, publicUrl: string, canonical: string, now: Date) {
  const logo = position.companyLogoUrl ? absoluteUrl(publicUrl, position.companyLogoUrl) : undefined;
  const salary = baseSalary(position);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.title,
    description: positionDescriptionHtml(position),
    identifier: { '@type': 'PropertyValue', name: position.company.name, value: position.code ?? position.id },
    datePosted: position.publishedAt ?? position.createdAt,
    validThrough: new Date(now.getTime() + VALID_DAYS * DAY_MS).toISOString(),
    employmentType: position.contractType,
    hiringOrganization: {
      '@type': 'Organization',
      name: position.company.name,
      sameAs: companyPageUrl(publicUrl, position.company.id),
      ...(logo && { logo }),
    },
    ...location(position),
    ...(salary && { baseSalary: salary }),
    directApply: true,
    url: canonical,
    inLanguage: position.language,
  };
}

/**
 * The posting as a `<script type="application/ld+json">` data block (browsers never run it, so the CSP's script rule
 * does not apply). `<` is written as `\u003c` so no text can close the element.
 */
export const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
