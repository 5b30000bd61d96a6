import { recruitmentPaths } from '../../positions/public.ts';

/** The company's message templates screen, in the recruitment module. */
export const templatesPath = (workspace: Parameters<typeof recruitmentPaths>[0]) => `${recruitmentPaths(workspace).list}/message-templates`;
