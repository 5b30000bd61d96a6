import { z } from 'zod';
import { contentDetails } from '../contents/schemas.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { PACKAGE_MAX_BYTES, runtimeCommit, runtimeProgress, runtimeState } from './schemas.ts';

const tag = 'learning';
const idParams = z.object({ id: z.string().min(1).max(200) });

export const attachPackage = defineEndpoint({
  method: 'POST',
  path: '/v1/contents/:id/package',
  summary:
    'Attaches a SCORM 1.2 or 2004 package (a .zip of at most 200 MB, multipart field `file`) to a content (its author or a manager of its workspace), replacing any. The zip is checked (imsmanifest.xml at its root, no path leaving it, no executable file, bounded unzipped size) and its title and launch page read; answers the content with `package`',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  multipart: {
    files: {
      file: { required: true, contentTypes: ['application/zip'], maxBytes: PACKAGE_MAX_BYTES, description: 'The SCORM package (.zip)' },
    },
  },
  responses: { 200: contentDetails },
});

export const getRuntime = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/:id/runtime',
  summary:
    "What the player opens a content's package with: its standard, the caller's saved runtime data (cmi) and the launch page under a path signed for the caller",
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: runtimeState },
});

export const saveRuntime = defineEndpoint({
  method: 'PUT',
  path: '/v1/contents/:id/runtime',
  summary:
    "Keeps a commit of the package's runtime for the caller (`cmi` nested as the runtime commits it); a completed or passed status concludes the content as verified, with its score",
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  body: runtimeCommit,
  responses: { 200: runtimeProgress },
});
