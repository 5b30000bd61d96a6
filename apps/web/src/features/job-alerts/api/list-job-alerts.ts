import { queryOptions } from '@tanstack/react-query';
import { jobAlertsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobAlertKeys } from './keys.ts';

/** GET /v1/myself/job-alerts: the caller's alerts, newest first. */
export const jobAlertsQuery = () => queryOptions({ queryKey: jobAlertKeys.mine, queryFn: () => api(jobAlertsApi.listJobAlerts) });
