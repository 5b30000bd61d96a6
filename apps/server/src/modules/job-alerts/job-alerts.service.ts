import { DEFAULT_COMMUNICATION, type JobAlert, type jobAlertBody, MAX_JOB_ALERTS, type SummaryPeriod, skillKey } from '@trilha/contract';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { nextSummaryAt, timeZoneOf } from '../communication/index.ts';
import { citiesWithin, loadCities } from '../lookups/index.ts';
import { workplaceOf } from '../positions/index.ts';
import { workspaceIdOf } from '../workspaces/index.ts';
import { isUnsubscribeSignature, newUnsubscribeKey } from './job-alert-link.ts';
import {
  countUserJobAlerts,
  deleteJobAlertRow,
  findJobAlert,
  findSummarySchedule,
  insertJobAlert,
  type JobAlertRow,
  type JobAlertValues,
  listUserJobAlerts,
  updateJobAlertValues,
} from './job-alerts.data.ts';

type Body = z.output<typeof jobAlertBody>;

interface Schedule {
  region: string;
  period: string | null;
  hour: number | null;
  weekday: number | null;
  dayOfMonth: number | null;
}

/**
 * When a summary alert's new positions go out next: at the person's e-mail summary time (daily at 08:00 unless they
 * changed it). Someone whose summary is "never" still asked for this alert: it goes daily at their hour.
 */
export function nextAlertSendAt(now: Date, frequency: string, schedule: Schedule | null): Date | null {
  if (frequency !== 'summary') return null;
  const settings =
    schedule?.period && schedule.hour !== null
      ? { period: schedule.period as SummaryPeriod, hour: schedule.hour, weekday: schedule.weekday, dayOfMonth: schedule.dayOfMonth }
      : DEFAULT_COMMUNICATION;
  const kept = settings.period === 'never' ? { ...settings, period: 'daily' as const } : settings;
  return nextSummaryAt(now, kept, timeZoneOf(schedule?.region));
}

/**
 * The values an alert keeps. As in the job search, the query's workplace words are the workplace filter, and a radius
 * around a city is the list of cities within it, worked out once here so the matching task compares a city id.
 */
async function valuesOf(deps: Deps, body: Body): Promise<JobAlertValues> {
  const { filters } = body;
  const workplace = workplaceOf(skillKey(body.query));
  const around = filters.near === undefined ? null : await citiesWithin(filters.near, filters.radiusKm);
  if (filters.near !== undefined && !around) throw new AppError('position.near_city_unknown');
  return {
    query: body.query,
    searchKey: workplace.text,
    onsite: workplace.onsite,
    nearCityId: filters.near ?? null,
    radiusKm: filters.near === undefined ? null : filters.radiusKm,
    nearCities: around?.map((city) => city.id) ?? [],
    salary: filters.salary,
    allowUnspecified: filters.allowUnspecified,
    categories: filters.categoryList,
    cities: filters.locationList,
    states: filters.locationStateList,
    contractTypes: filters.typeWork,
    remote: filters.workTelecommute || workplace.remote,
    pcdOnly: filters.showOnlyPositionsForDisabled,
    // a portal's search: its own and its partners' positions (an unknown portal is a 404, as in the search)
    portalId: filters.aggregator ? await workspaceIdOf(deps, filters.aggregator) : null,
    frequency: body.frequency,
  };
}

async function toJobAlert(row: JobAlertRow): Promise<JobAlert> {
  const cities = row.cities.length > 0 || row.nearCityId !== null ? (await loadCities()).br : [];
  const near = row.nearCityId === null ? undefined : cities.find((candidate) => candidate.id === row.nearCityId);
  const cityNames = row.cities.flatMap((id) => {
    const city = cities.find((candidate) => candidate.id === id);
    return city ? [`${city.name} (${city.state})`] : [];
  });
  return {
    id: row.id,
    query: row.query,
    filters: {
      salary: row.salary,
      allowUnspecified: row.allowUnspecified,
      categoryList: row.categories,
      locationList: row.cities,
      locationStateList: row.states,
      typeWork: row.contractTypes,
      workTelecommute: row.remote,
      showOnlyPositionsForDisabled: row.pcdOnly,
      near: row.nearCityId,
      radiusKm: row.radiusKm,
      aggregator: row.portalId,
    },
    frequency: row.frequency as JobAlert['frequency'],
    cityNames,
    nearName: near ? `${near.name} (${near.state})` : null,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

const alertIdOf = (id: string) => {
  if (!UUID_PATTERN.test(id)) throw new AppError('job_alert.not_found');
  return id;
};

/** GET /v1/myself/job-alerts */
export async function listJobAlerts(deps: Deps, userId: string) {
  const rows = await listUserJobAlerts(deps.db, userId);
  return { items: await Promise.all(rows.map(toJobAlert)) };
}

/**
 * POST /v1/myself/job-alerts: a search kept as an alert. Only positions published from now on are new to it. At
 * most MAX_JOB_ALERTS per person (counted under a lock on the person's row, so two requests at once make no 11th).
 */
export async function createJobAlert(deps: Deps, userId: string, body: Body) {
  const values = await valuesOf(deps, body);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const schedule = await findSummarySchedule(tx, userId, true);
    if ((await countUserJobAlerts(tx, userId)) >= MAX_JOB_ALERTS) throw new AppError('job_alert.limit_reached');
    return insertJobAlert(tx, {
      ...values,
      userId,
      unsubscribeKey: newUnsubscribeKey(),
      nextSendAt: nextAlertSendAt(now, values.frequency, schedule),
      now,
    });
  });
  return toJobAlert(row);
}

/** PUT /v1/myself/job-alerts/:id: what was already e-mailed stays sent; new positions follow the new search. */
export async function updateJobAlert(deps: Deps, userId: string, id: string, body: Body) {
  const values = await valuesOf(deps, body);
  const now = deps.clock.now();
  const schedule = await findSummarySchedule(deps.db, userId);
  const row = await updateJobAlertValues(
    deps.db,
    userId,
    alertIdOf(id),
    { ...values, nextSendAt: nextAlertSendAt(now, values.frequency, schedule) },
    now,
  );
  if (!row) throw new AppError('job_alert.not_found');
  return toJobAlert(row);
}

/** DELETE /v1/myself/job-alerts/:id */
export async function deleteJobAlert(deps: Deps, userId: string, id: string) {
  if (!(await deleteJobAlertRow(deps.db, alertIdOf(id), userId))) throw new AppError('job_alert.not_found');
}

/**
 * The e-mail's unsubscribe link, without a session: the signature is the alert's own (its key), for this purpose
 * only; a wrong one and an alert already gone answer alike.
 */
export async function unsubscribeJobAlert(deps: Deps, alertId: string, signature: string) {
  const alert = UUID_PATTERN.test(alertId) ? await findJobAlert(deps.db, alertId) : null;
  if (!alert || !isUnsubscribeSignature(alert.id, alert.unsubscribeKey, signature)) throw new AppError('job_alert.invalid_link');
  await deleteJobAlertRow(deps.db, alert.id);
  return { query: alert.query };
}
