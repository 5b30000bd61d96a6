import { assignmentsApi as api } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { assignmentReport, assignmentReportCsv, createAssignment, myAssignments } from './assignments.service.ts';

export const assignmentsRoutes = [
  route(api.createAssignment, async ({ deps, access, session, body, reply }) => {
    const created = await createAssignment(deps, access, session.user.id, body);
    reply.status(201);
    return created;
  }),
  route(api.getAssignmentReport, ({ deps, access, query }) => assignmentReport(deps, access, query)),
  route(api.exportAssignmentReport, async ({ deps, access, query, reply }) => {
    const { fileName, csv } = await assignmentReportCsv(deps, access, query);
    reply.header('content-disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8').send(csv);
    return undefined;
  }),
  route(api.listMyAssignments, ({ deps, session }) => myAssignments(deps, session.user.id)),
];
