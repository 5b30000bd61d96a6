import type { Language, ProfileSnapshot } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { keyOfUrl } from '../../platform/storage/file-storage.ts';
import { findProfile } from '../profile/index.ts';
import { listUserSkills } from '../skills/index.ts';

/**
 * A copy of the candidate's Trilha profile to send instead of a PDF resume: name, title, place,
 * experiences, education, languages and skills as they are now. The application keeps it, so later edits to the
 * profile never change what the company received.
 */
export async function takeProfileSnapshot(deps: Deps, userId: string, lang: Language): Promise<ProfileSnapshot | null> {
  const [found, skills] = await Promise.all([findProfile(deps.db, userId), listUserSkills(deps.db, lang, userId)]);
  if (!found) return null;
  const { account, profile } = found;
  return {
    name: `${account.name} ${account.lastName}`.trim(),
    title: profile?.professionalTitle ?? null,
    description: profile?.professionalDescription ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    experiences: profile?.professionalExperiences ?? [],
    education: profile?.academicExperiences ?? [],
    languages: profile?.languages ?? [],
    skills: skills.map((skill) => ({ title: skill.title, level: skill.level })),
    takenAt: deps.clock.now().toISOString(),
  };
}

/**
 * The candidate's profile photo for the generated résumé, as a PNG (PDFKit takes PNG and JPEG; avatars are stored
 * as WebP): the 256 px thumbnail, or null without a photo or when its file is gone.
 */
export async function profilePhotoPng(deps: Deps, userId: string): Promise<Buffer | null> {
  const found = await findProfile(deps.db, userId);
  const key = keyOfUrl(found?.profile?.avatar?.medium);
  const stored = key ? await deps.storage.get(key) : null;
  if (!stored) return null;
  const { default: sharp } = await import('sharp');
  return sharp(stored)
    .png()
    .toBuffer()
    .catch(() => null);
}
