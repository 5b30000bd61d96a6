import { unique } from './users.ts';

let serial = 0;
/** A sandbox token the provider accepts, unique in the test run (see src/modules/integrations/providers.ts). */
export const sandboxToken = (prefix = 'adm_') => `${prefix}sandbox-${unique()}${String(++serial).padStart(16, '0')}`;
