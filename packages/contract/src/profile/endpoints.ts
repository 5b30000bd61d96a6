import { z } from 'zod';
import { defineEndpoint, imageFile } from '../http/endpoint.ts';
import { avatarUrls, profileCard, profileDetails, profileForm } from './schemas.ts';

const tag = 'profile';

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/v1/profile',
  summary: "The caller's profile form: personal data, location, PcD, professional data, experiences, languages, links",
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: profileDetails },
});

export const saveProfile = defineEndpoint({
  method: 'PUT',
  path: '/v1/profile',
  summary: 'Replaces the profile form (dates: start and end differ, start before end, none in the future; unique username)',
  tag,
  access: 'session',
  scope: 'user',
  body: profileForm,
  responses: { 200: profileDetails },
});

export const clearProfile = defineEndpoint({
  method: 'DELETE',
  path: '/v1/profile',
  summary: 'Erases the profile data and photo; the account, its name, e-mail, phone and skills stay',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: profileDetails },
});

export const uploadAvatar = defineEndpoint({
  method: 'POST',
  path: '/v1/store/images/users/avatar',
  summary: 'Sets the profile photo (multipart `file`: an image of at most 1 MB, re-encoded into four thumbnails)',
  tag,
  access: 'session',
  scope: 'user',
  multipart: { files: { file: imageFile(true, 'The photo; it is re-encoded into four square thumbnails') } },
  responses: { 200: z.object({ avatar: avatarUrls }) },
});

export const removeAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/v1/store/images/users/avatar',
  summary: 'Removes the profile photo',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ avatar: z.null() }) },
});

export const getProfileCard = defineEndpoint({
  method: 'GET',
  path: '/v1/users/:userId/profile-card',
  summary: 'A public profile card: a private profile is visible only to its owner and to members of a workspace they share (404 otherwise)',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ userId: z.string().min(1).max(200) }),
  responses: { 200: profileCard },
});
