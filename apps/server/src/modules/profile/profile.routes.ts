import { profileApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { IMAGE_LIMIT_BYTES } from '../../platform/storage/images.ts';
import { readSingleFile } from '../../platform/storage/uploads.ts';
import { removeAvatar, uploadAvatar } from './avatar.service.ts';
import { clearProfile, getProfile, getProfileCard, saveProfile } from './profile.service.ts';

export const profileRoutes = [
  route(profileApi.getProfile, ({ deps, session }) => getProfile(deps, session.user.id)),

  route(profileApi.saveProfile, ({ deps, session, body }) => saveProfile(deps, session.user.id, body)),

  route(profileApi.clearProfile, ({ deps, session }) => clearProfile(deps, session.user.id)),

  route(profileApi.uploadAvatar, async ({ deps, session, request }) =>
    uploadAvatar(deps, session.user.id, await readSingleFile(request, 'file', IMAGE_LIMIT_BYTES)),
  ),

  route(profileApi.removeAvatar, ({ deps, session }) => removeAvatar(deps, session.user.id)),

  route(profileApi.getProfileCard, ({ deps, lang, session, params }) => getProfileCard(deps, lang, session.user.id, params.userId)),
];
