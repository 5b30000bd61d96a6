// What `npm run bench:capacity` turns its measurements into: the target volume, the assumptions that make requests
// of it (each with its reason), and the arithmetic from CPU milliseconds per request to machines and from bytes per
// row to storage a year. Kept apart from the measuring so each figure of the table can be traced to one line here.

/** CPU milliseconds of one unit of work: the app process, the primary, the replicas. */
export interface Cost {
  serverMs: number;
  primaryMs: number;
  replicaMs: number;
}

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** The volume to serve: the brief's three figures. */
export const TARGET = {
  applicationsPerMonth: 10_000_000,
  positionsPerMonth: 100_000,
  people: 20_000_000,
};

/**
 * Assumptions, not measurements: Trilha has no production traffic to read them from yet. Each may be set for a run
 * (BENCH_CAPACITY_*); replace them with the product's analytics when there are some.
 */
export const ASSUMED = {
  /**
   * The busiest hour over the average hour. A job board's traffic follows office hours: if about 80% of a month's
   * requests fall in the 22 working days from 08:00 to 18:00 (220 of 730 hours), those hours run at
   * 0.8 x 730 / 220 = 2.65x the average, and the busiest of them (Monday mid-morning) above that: 3x.
   */
  peakFactor: numberFrom('BENCH_CAPACITY_PEAK_FACTOR', 3),
  /** position searches per application sent: a person searches and refines a few times for each position they apply to */
  searchesPerApplication: numberFrom('BENCH_CAPACITY_SEARCHES', 20),
  /** public position pages per application sent: about one view in ten ends in an application */
  pageViewsPerApplication: numberFrom('BENCH_CAPACITY_PAGE_VIEWS', 10),
  /**
   * recruiter moves per application: most candidates are moved once (screened or rejected), some through interview
   * and offer: 60% one move, 30% two, 10% three or four
   */
  movesPerApplication: numberFrom('BENCH_CAPACITY_MOVES', 1.5),
  /** share of registered people who keep job alerts (the alerts each keeps are the fixture's: 1 to 10, most one or two) */
  alertSubscriberShare: numberFrom('BENCH_CAPACITY_ALERT_SHARE', 0.1),
  /** the share of a core each app process and each database core is planned to run at, leaving room for bursts */
  utilisation: 0.6,
  /** cores of one read replica */
  replicaCores: numberFrom('BENCH_CAPACITY_REPLICA_CORES', 8),
};

const HOURS_PER_MONTH = (365 * 24) / 12;
const SECONDS_PER_MONTH = HOURS_PER_MONTH * 3600;

/** A monthly count as events per second in the busiest hour. */
export const peakPerSecond = (perMonth: number) => (perMonth / SECONDS_PER_MONTH) * ASSUMED.peakFactor;

export interface Measured {
  application: Cost;
  move: Cost;
  search: Cost;
  page: Cost;
  position: Cost;
  /**
   * one run of the job alerts task (matching and the immediate e-mails) over the alerts of 1,000 subscribers, new
   * positions at the busiest hour's rate
   */
  alertRun: Cost;
  /** one job alert e-mail sent (the summary e-mails are costed as these) */
  alertMail: Cost;
  /** alerts per person who keeps any (the fixture's) */
  alertsPerSubscriber: number;
  /** the share of alerts e-mailed in the daily summary */
  summaryShare: number;
}

export interface Load {
  name: string;
  perSecond: number;
  cost: Cost;
}

/** Each class of work as events per second in the busiest hour, with its cost. */
export function peakLoad(measured: Measured): { loads: Load[]; subscribers: number; alerts: number; summaryMailsPerDay: number } {
  const applications = peakPerSecond(TARGET.applicationsPerMonth);
  const subscribers = TARGET.people * ASSUMED.alertSubscriberShare;
  const alerts = subscribers * measured.alertsPerSubscriber;
  const loads: Load[] = [
    { name: 'applications sent', perSecond: applications, cost: measured.application },
    { name: 'candidates moved', perSecond: applications * ASSUMED.movesPerApplication, cost: measured.move },
    { name: 'searches', perSecond: applications * ASSUMED.searchesPerApplication, cost: measured.search },
    { name: 'public job pages', perSecond: applications * ASSUMED.pageViewsPerApplication, cost: measured.page },
    { name: 'positions published', perSecond: peakPerSecond(TARGET.positionsPerMonth), cost: measured.position },
    // the task runs once a minute over every alert
    { name: 'job alert runs, 1,000 subscribers', perSecond: subscribers / 1000 / 60, cost: measured.alertRun },
  ];
  return { loads, subscribers, alerts, summaryMailsPerDay: alerts * measured.summaryShare };
}

export interface Machines {
  /** cores busy: CPU seconds a second */
  appBusy: number;
  primaryBusy: number;
  replicaBusy: number;
  /** what runs them at the planned utilisation */
  appProcesses: number;
  primaryCores: number;
  replicaCores: number;
  replicas: number;
}

const sum = (loads: Load[], pick: (cost: Cost) => number) =>
  loads.reduce((total, load) => total + load.perSecond * pick(load.cost), 0) / 1000;

/** Cores busy (CPU seconds per second) and what runs them at the planned utilisation. */
export function machinesFor(loads: Load[]): Machines {
  const appBusy = sum(loads, (cost) => cost.serverMs);
  const primaryBusy = sum(loads, (cost) => cost.primaryMs);
  const replicaBusy = sum(loads, (cost) => cost.replicaMs);
  const replicaCores = Math.ceil(replicaBusy / ASSUMED.utilisation);
  return {
    appBusy,
    primaryBusy,
    replicaBusy,
    appProcesses: Math.ceil(appBusy / ASSUMED.utilisation),
    primaryCores: Math.ceil(primaryBusy / ASSUMED.utilisation),
    replicaCores,
    replicas: Math.max(1, Math.ceil(replicaCores / ASSUMED.replicaCores)),
  };
}

export interface StorageItem {
  name: string;
  /** rows (or files) a year */
  perYear: number;
  bytesEach: number;
  /** where it is kept */
  where: 'database' | 'bucket';
}

export const yearly = (perMonth: number) => perMonth * 12;
/** An hourly count at the peak as a yearly one at the average hour. */
export const yearlyFromPeakPerMinute = (perMinute: number) => ((perMinute * 60) / ASSUMED.peakFactor) * 24 * 365;
