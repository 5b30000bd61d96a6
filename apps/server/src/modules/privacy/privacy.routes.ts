import { identityApi } from '@trilha/contract';
import type { DataExportSection } from '../../platform/data-export.ts';
import { route } from '../../platform/http/context.ts';
import { exportMyData } from './privacy.service.ts';

/** The privacy routes, given every module's export sections (MODULE_PARTS, modules/domains.ts). */
export const privacyRoutes = (sections: DataExportSection[]) => [
  route(identityApi.exportMyData, async ({ deps, session, reply }) => {
    const data = await exportMyData(deps, session.user, sections);
    reply.header('content-disposition', `attachment; filename="trilha-meus-dados-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }),
];
