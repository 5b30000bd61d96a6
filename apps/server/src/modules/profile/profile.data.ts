import type { AvatarUrls, ProfileForm } from '@trilha/contract';
import { eq, sql } from 'drizzle-orm';
import { type ProfileRow, profiles, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type { ProfileRow };

/** The account fields the profile form shows beside its own row. */
export interface ProfileAccount {
  id: string;
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  countryCode: string | null;
  region: string;
}

export async function findProfile(q: Queryable, userId: string): Promise<{ account: ProfileAccount; profile: ProfileRow | null } | null> {
  const [row] = await q
    .select({
      account: {
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        phone: users.phone,
        countryCode: users.countryCode,
        region: users.region,
      },
      profile: profiles,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The profile columns of a saved form (name, last name and phone go to `users`). */
const columnsOf = (form: ProfileForm) => ({
  username: form.username,
  birthdate: form.birthdate,
  contactPhone: form.contactPhone,
  contactCountryCode: form.contactCountryCode,
  countryAbbr: form.countryAbbr,
  state: form.state,
  city: form.city,
  cityId: form.cityId,
  isPcd: form.isPCD,
  pcdType: form.isPCD ? form.pcdType : null,
  pcdCid: form.isPCD ? form.pcdCID : null,
  needAdaptation: form.needAdaptation,
  pcdAdaptation: form.needAdaptation ? form.pcdAdaptation : null,
  professionalTitle: form.professionalTitle,
  professionalDescription: form.professionalDescription,
  preferredAreas: [...new Set(form.preferredAreas)],
  professionalExperiences: form.professionalExperiences,
  academicExperiences: form.academicExperiences,
  languages: form.languages,
  socialLinks: form.socialLinks,
  contentLanguages: [...new Set(form.contentLanguages)],
  isPrivate: form.isPrivate,
});

/** Writes the form's profile row (created on the first save); the account fields it carries are identity's. */
export async function saveProfileRow(q: Queryable, userId: string, form: ProfileForm, now: Date): Promise<void> {
  const columns = { ...columnsOf(form), updatedAt: now };
  await q
    .insert(profiles)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: profiles.userId, set: columns });
}

/** Whether another user holds the username (any case). */
export async function usernameTaken(q: Queryable, username: string, userId: string): Promise<boolean> {
  const result = await q.execute<{ taken: boolean }>(
    sql`select exists (select 1 from profiles where lower(username) = lower(${username}) and user_id <> ${userId}) as taken`,
  );
  return result.rows[0]?.taken === true;
}

export async function deleteProfileRow(q: Queryable, userId: string): Promise<ProfileRow | null> {
  const [row] = await q.delete(profiles).where(eq(profiles.userId, userId)).returning();
  return row ?? null;
}

/** Sets the photo, creating the row when the user has none yet; answers the previous photo. */
export async function setAvatar(q: Queryable, userId: string, avatar: AvatarUrls | null, now: Date): Promise<AvatarUrls | null> {
  const [before] = await q.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.userId, userId)).for('update');
  await q
    .insert(profiles)
    .values({ userId, avatar, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { avatar, updatedAt: now } });
  return before?.avatar ?? null;
}

/** Whether the person's profile says PcD (the application steps highlight their accessible alternatives). */
export async function isPcdProfile(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q.select({ isPcd: profiles.isPcd }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.isPcd ?? false;
}
