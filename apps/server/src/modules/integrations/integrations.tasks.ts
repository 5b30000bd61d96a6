import type { Task } from '../../platform/tasks.ts';
import { deliverDueWebhooks } from './webhook-delivery.ts';

/** Every two seconds: the webhook messages due (new ones, retries, resends), so a receiver hears within seconds. */
export const integrationsTasks: Task[] = [{ name: 'webhook delivery', every: 2_000, run: deliverDueWebhooks }];
