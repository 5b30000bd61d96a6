import {
  type Language,
  type ProfessionalExperience,
  type ProfileCard,
  type ProfileDetails,
  type ProfileForm,
  profileDateProblems,
} from '@trilha/contract';
import { shareWorkspace } from '../../platform/accounts.data.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { isUniqueViolation, UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { updateAccountFields } from '../identity/index.ts';
import { listUserSkills } from '../skills/index.ts';
import { removeAvatarFiles } from './avatar.service.ts';
import { deleteProfileRow, findProfile, type ProfileAccount, type ProfileRow, saveProfileRow, usernameTaken } from './profile.data.ts';

const SUMMARY_MAX = 280;
const CARD_SKILLS = 3;

const today = (deps: Deps) => deps.clock.now().toISOString().slice(0, 10);

function formOf(account: ProfileAccount, row: ProfileRow | null): ProfileForm {
  return {
    name: account.name,
    lastName: account.lastName,
    phone: account.phone,
    countryCode: (account.countryCode as ProfileForm['countryCode']) ?? null,
    username: row?.username ?? null,
    birthdate: row?.birthdate ?? null,
    contactPhone: row?.contactPhone ?? null,
    contactCountryCode: (row?.contactCountryCode as ProfileForm['contactCountryCode']) ?? null,
    // before the first save, the country is the account's region (BRA or USA)
    countryAbbr: (row ? row.countryAbbr : account.region === 'USA' ? 'USA' : 'BRA') as ProfileForm['countryAbbr'],
    state: row?.state ?? null,
    city: row?.city ?? null,
    cityId: row?.cityId ?? null,
    isPCD: row?.isPcd ?? false,
    pcdType: (row?.pcdType as ProfileForm['pcdType']) ?? null,
    pcdCID: row?.pcdCid ?? null,
    needAdaptation: row?.needAdaptation ?? false,
    pcdAdaptation: row?.pcdAdaptation ?? null,
    professionalTitle: row?.professionalTitle ?? null,
    professionalDescription: row?.professionalDescription ?? null,
    preferredAreas: row?.preferredAreas ?? [],
    professionalExperiences: row?.professionalExperiences ?? [],
    academicExperiences: row?.academicExperiences ?? [],
    languages: row?.languages ?? [],
    socialLinks: (row?.socialLinks as ProfileForm['socialLinks']) ?? [],
    contentLanguages: (row?.contentLanguages as ProfileForm['contentLanguages']) ?? [],
    isPrivate: row?.isPrivate ?? false,
  };
}

async function loadDetails(deps: Deps, userId: string): Promise<ProfileDetails> {
  const found = await findProfile(deps.db, userId);
  if (!found) throw new AppError('profile.not_found');
  return {
    form: formOf(found.account, found.profile),
    email: found.account.email,
    avatar: found.profile?.avatar ?? null,
    updatedAt: found.profile?.updatedAt.toISOString() ?? null,
  };
}

export const getProfile = (deps: Deps, userId: string) => loadDetails(deps, userId);

/** Writes the form: its profile row (created on the first save) and, through identity, the account fields it carries. */
export async function writeProfileForm(q: Queryable, userId: string, form: ProfileForm, now: Date): Promise<void> {
  await saveProfileRow(q, userId, form, now);
  await updateAccountFields(q, userId, {
    name: form.name,
    lastName: form.lastName,
    phone: form.phone,
    countryCode: form.phone ? form.countryCode : null,
    // the locale rule reads the region: the country of the profile is the user's region
    ...(form.countryAbbr && { region: form.countryAbbr }),
  });
}

/** PUT /v1/profile: the date rules that need today's date run here, with the server's clock. */
export async function saveProfile(deps: Deps, userId: string, form: ProfileForm): Promise<ProfileDetails> {
  const problems = profileDateProblems(form, today(deps));
  if (Object.keys(problems).length > 0) throw new AppError('validation.failed', problems);
  try {
    await deps.db.transaction(async (tx) => {
      if (form.username && (await usernameTaken(tx, form.username, userId)))
        throw new AppError('profile.username_taken', { username: 'profile.username_taken' });
      await writeProfileForm(tx, userId, form, deps.clock.now());
    });
  } catch (error) {
    // two saves racing for one username: the unique index decides
    if (isUniqueViolation(error)) throw new AppError('profile.username_taken', { username: 'profile.username_taken' });
    throw error;
  }
  return loadDetails(deps, userId);
}

/** DELETE /v1/profile: the row and the photo files go; the account and its skills stay. */
export async function clearProfile(deps: Deps, userId: string): Promise<ProfileDetails> {
  const removed = await deleteProfileRow(deps.db, userId);
  if (removed?.avatar) await removeAvatarFiles(deps, removed.avatar);
  return loadDetails(deps, userId);
}

/** The current job: the one marked current, else the one that ended last. */
function currentCompany(experiences: ProfessionalExperience[]): string | null {
  const current = experiences.find((item) => item.currentlyWorking);
  if (current) return current.company;
  const latest = [...experiences].sort((a, b) => (b.endDate ?? b.startDate).localeCompare(a.endDate ?? a.startDate))[0];
  return latest?.company ?? null;
}

function shorten(text: string | null): string | null {
  if (!text || text.length <= SUMMARY_MAX) return text;
  return `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…`;
}

/**
 * A user's public card. A private profile is shown only to its owner and to members of a workspace the owner
 * belongs to; to anyone else it does not exist (404, so the answer does not reveal the account).
 */
export async function getProfileCard(deps: Deps, lang: Language, callerId: string, userId: string): Promise<ProfileCard> {
  // an id that is not a UUID names no one: the same 404, without asking the database
  const found = UUID_PATTERN.test(userId) ? await findProfile(deps.db, userId) : null;
  if (!found) throw new AppError('profile.not_found');
  const row = found.profile;
  const isPrivate = row?.isPrivate ?? false;
  if (isPrivate && callerId !== userId && !(await shareWorkspace(deps.db, callerId, userId))) throw new AppError('profile.not_found');
  const skills = await listUserSkills(deps.db, lang, userId);
  const defining = [...skills.filter((skill) => skill.main), ...skills.filter((skill) => !skill.main)].slice(0, CARD_SKILLS);
  const location = [row?.city, row?.state].filter(Boolean).join(' - ') || null;
  return {
    userId,
    name: found.account.name,
    lastName: found.account.lastName,
    username: row?.username ?? null,
    avatar: row?.avatar ?? null,
    profession: row?.professionalTitle ?? null,
    summary: shorten(row?.professionalDescription ?? null),
    location,
    currentCompany: currentCompany(row?.professionalExperiences ?? []),
    sector: row?.preferredAreas[0] ?? null,
    skills: defining.map(({ skillId, title }) => ({ skillId, title })),
    isPrivate,
  };
}
