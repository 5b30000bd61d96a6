import { z } from 'zod';
import { jobSearchFilter } from '../positions/endpoints.ts';
import { searchText } from '../search/search-text.ts';

/** How an alert's new positions reach the person: in the rhythm of their e-mail summary (daily by default) or at once. */
export const JOB_ALERT_FREQUENCIES = ['summary', 'immediate'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** Alerts one person may keep. */
export const MAX_JOB_ALERTS = 10;

/** An alert's filters: the job search's (GET /v1/suggestions), without the text (the alert's `query`) and the paging. */
export const jobAlertFilters = jobSearchFilter.omit({
  text: true,
  page: true,
  length: true,
  lang: true,
  locale: true,
  // an alert sends what is new since its last e-mail: the order and the window of a page do not apply to it
  sort: true,
  postedWithinDays: true,
});
export type JobAlertFilters = z.input<typeof jobAlertFilters>;

/** What "Criar alerta" saves from a search, and what editing an alert sends. */
export const jobAlertBody = z.object({
  query: searchText,
  filters: jobAlertFilters.default(() => jobAlertFilters.parse({})),
  frequency: z.enum(JOB_ALERT_FREQUENCIES).default('summary'),
});
export type JobAlertBody = z.input<typeof jobAlertBody>;

/** An alert as its owner lists it. `aggregator` is the portal's id when the search was a portal's. */
export const jobAlert = z.object({
  id: z.string(),
  query: z.string(),
  filters: z.object({
    salary: z.number(),
    allowUnspecified: z.boolean(),
    categoryList: z.array(z.number()),
    locationList: z.array(z.number()),
    locationStateList: z.array(z.string()),
    typeWork: z.array(z.string()),
    workTelecommute: z.boolean(),
    showOnlyPositionsForDisabled: z.boolean(),
    /** around this city (IBGE code), within radiusKm */
    near: z.number().nullable(),
    radiusKm: z.number().nullable(),
    aggregator: z.string().nullable(),
  }),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  /** the names of the cities in `locationList`, in its order (the account page shows them) */
  cityNames: z.array(z.string()),
  /** the name of the city in `near` */
  nearName: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type JobAlert = z.output<typeof jobAlert>;

/** The signed link of an alert's e-mails: it cancels that alert, and only that, without signing in. */
export const jobAlertUnsubscribe = z.object({
  alertId: z.string().trim().min(1).max(100),
  signature: z.string().trim().min(1).max(200),
});
