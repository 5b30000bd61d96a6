import { MAX_EXPERIENCES, type ProfileForm, phoneProblem, type ResumeDraft, type UserSkillItem } from '@trilha/contract';

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
const BR_STATES = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Brazil unless the resume says the US: a 3-digit area code, or a state only the US has. */
function countryOf(draft: ResumeDraft): 'br' | 'us' {
  if (draft.phone) return /^\(\d{3}\)/.test(draft.phone) ? 'us' : 'br';
  return draft.state && US_STATES.has(draft.state) && !BR_STATES.has(draft.state) ? 'us' : 'br';
}

/**
 * The profile form with a confirmed resume draft merged in: empty fields are filled, experiences, education and
 * languages not already there are added; nothing the user typed before is replaced.
 */
export function mergeDraft(form: ProfileForm, draft: ResumeDraft): ProfileForm {
  const country = countryOf(draft);
  const next: ProfileForm = { ...form };
  if (!next.professionalTitle && draft.professionalTitle) next.professionalTitle = draft.professionalTitle;
  if (!next.professionalDescription && draft.professionalDescription) next.professionalDescription = draft.professionalDescription;
  // only what the form accepts: a phone its country's rules refuse is left for the user to type
  if (!next.phone && draft.phone && phoneProblem(draft.phone, country) === null) {
    next.phone = draft.phone;
    next.countryCode = country;
  }
  if (!next.city && draft.city) {
    next.city = draft.city;
    next.state = draft.state;
    // the municipality the import resolved: a position's place matches the profile by this code, never by the text
    next.cityId = draft.cityId;
    next.countryAbbr = country === 'us' ? 'USA' : 'BRA';
  }
  next.professionalExperiences = [
    ...form.professionalExperiences,
    ...draft.professionalExperiences.filter(
      (item) =>
        !form.professionalExperiences.some(
          (mine) => same(mine.company, item.company) && same(mine.role, item.role) && mine.startDate === item.startDate,
        ),
    ),
  ];
  next.academicExperiences = [
    ...form.academicExperiences,
    ...draft.academicExperiences.filter(
      (item) =>
        !form.academicExperiences.some(
          (mine) => same(mine.institution, item.institution) && same(mine.title, item.title) && mine.startDate === item.startDate,
        ),
    ),
  ];
  next.languages = [
    ...form.languages,
    ...draft.languages.filter((item) => !form.languages.some((mine) => mine.language === item.language)),
  ];
  next.professionalExperiences = next.professionalExperiences.slice(0, MAX_EXPERIENCES);
  next.academicExperiences = next.academicExperiences.slice(0, MAX_EXPERIENCES);
  return next;
}

/** The skills save body: the user's skills, then the draft's new ones without a level. */
export function mergeSkills(mine: UserSkillItem[], draft: ResumeDraft) {
  const kept = mine.map(({ skillId, level, main }) => ({ skillId, level, main }));
  const added = draft.skills
    .filter((skill) => !mine.some((item) => item.skillId === skill.skillId))
    .map(({ skillId }) => ({ skillId, level: null, main: false }));
  return { skills: [...kept, ...added] };
}
