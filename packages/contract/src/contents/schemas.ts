import { z } from 'zod';
import { plainText } from '../identity/text.ts';
import { contentPackage } from '../learning/schemas.ts';
import { skillItem } from '../skills/schemas.ts';

/** Content types; the numeric codes the legacy API gave the first five. */
export const CONTENT_TYPES = ['course', 'video', 'article', 'podcast', 'slides', 'book', 'event', 'questionnaire', 'list'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_CODES: Partial<Record<ContentType, number>> = { course: 1, article: 2, podcast: 3, video: 4, slides: 5 };
/** Content languages and duration units (the filter calls them minutes, hours, days). */
export const CONTENT_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export const DURATION_UNITS = ['min', 'hrs', 'days'] as const;
export const DURATION_FILTERS = ['minutes', 'hours', 'days'] as const;
export const DURATION_FILTER_UNIT = { minutes: 'min', hours: 'hrs', days: 'days' } as const;
export const CONTENT_LEVELS = ['interest', 'basic', 'intermediate', 'advanced'] as const;
/** What a person did with a content or a list. */
export const INTERACTIONS = ['access', 'in_progress', 'conclusion', 'drop_out'] as const;
export type Interaction = (typeof INTERACTIONS)[number];
/** Six per page, newest first. */
export const CONTENTS_PAGE_SIZE = 6;
/** The advanced filter takes at most 10 skills. */
export const MAX_FILTER_SKILLS = 10;
export const MAX_ITEM_SKILLS = 20;
export const MAX_LIST_CONTENTS = 200;

/** Multipart fields arrive as text: "true"/"false", numbers and JSON arrays are read back here. */
const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());
const idList = (max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return [];
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return value;
        }
      }
      return text.split(',').map((part) => part.trim());
    },
    z.array(z.string().trim().min(1).max(64)).max(max),
  );
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** http or https, a host, then anything without spaces. */
const WEB_LINK = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** An http(s) address: the content's link or a cover found by the link preview. */
export const webLink = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => WEB_LINK.test(value), { error: 'contents.link_format' });

/** The content form, as JSON or as the text fields of the multipart request with `coverImage`. */
export const contentForm = z
  .object({
    type: z.enum(CONTENT_TYPES),
    title: plainText(255, 1),
    description: z.preprocess(emptyAsNull, plainText(5000).nullable()).default(null),
    link: z.preprocess(emptyAsNull, webLink.nullable()).default(null),
    language: z.enum(CONTENT_LANGUAGES).default('pt-BR'),
    duration: z.preprocess(emptyAsNull, z.coerce.number().int().min(1).max(100_000).nullable()).default(null),
    durationUnit: z.preprocess(emptyAsNull, z.enum(DURATION_UNITS).nullable()).default(null),
    level: z.preprocess(emptyAsNull, z.enum(CONTENT_LEVELS).nullable()).default(null),
    skills: idList(MAX_ITEM_SKILLS).default([]),
    private: flag.default(false),
    publishToProfile: flag.default(false),
    public: flag.default(false),
    /** a cover found by the link preview, used when no file is sent */
    coverImageUrl: z.preprocess(emptyAsNull, webLink.nullable()).default(null),
    removeCoverImage: flag.default(false),
  })
  .superRefine((form, ctx) => {
    if (form.duration !== null && form.durationUnit === null) {
      ctx.addIssue({ code: 'custom', path: ['durationUnit'], message: 'required' });
    }
    // a private content stays in its workspace: it cannot also be published to discovery
    if (form.private && form.public) ctx.addIssue({ code: 'custom', path: ['public'], message: 'contents.private_public' });
  });
export type ContentForm = z.input<typeof contentForm>;

/** The pathway form: contents in order. */
export const listForm = z.object({
  title: plainText(255, 1),
  description: z.preprocess(emptyAsNull, plainText(5000).nullable()).default(null),
  skills: idList(MAX_ITEM_SKILLS).default([]),
  contents: idList(MAX_LIST_CONTENTS).default([]),
  private: flag.default(false),
  removeCoverImage: flag.default(false),
});
export type ListForm = z.input<typeof listForm>;

const workspaceRef = z.object({ id: z.string(), name: z.string(), type: z.string(), subdomain: z.string().nullable() });
const authorRef = z.object({ id: z.string(), name: z.string() });

/** A content as listings and its details show it, with what the caller did with it. */
export const contentItem = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  typeCode: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  language: z.enum(CONTENT_LANGUAGES),
  duration: z.number().nullable(),
  durationUnit: z.enum(DURATION_UNITS).nullable(),
  level: z.enum(CONTENT_LEVELS).nullable(),
  coverUrl: z.string().nullable(),
  private: z.boolean(),
  public: z.boolean(),
  publishToProfile: z.boolean(),
  skills: z.array(skillItem),
  workspace: workspaceRef,
  author: authorRef,
  hits: z.number(),
  createdAt: z.string(),
  interaction: z.enum(INTERACTIONS).nullable(),
  /** whether the caller's conclusion was reported by the content itself (its package's runtime, a quiz) */
  verified: z.boolean(),
  /** the score of that verified conclusion, when it had one */
  score: z.number().nullable(),
  /** its SCORM package, played in Trilha, or null */
  package: contentPackage.nullable(),
  favorite: z.boolean(),
  /** whether the caller may edit and delete it */
  canManage: z.boolean(),
});
export type ContentItem = z.output<typeof contentItem>;

export const contentDetails = contentItem.extend({
  /** the pathways holding it that the caller can see */
  lists: z.array(z.object({ id: z.string(), title: z.string() })),
});

/** A pathway in a listing: its completion is the share of its contents the caller concluded. */
export const listItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  private: z.boolean(),
  skills: z.array(skillItem),
  workspace: workspaceRef,
  author: authorRef,
  hits: z.number(),
  createdAt: z.string(),
  contentsCount: z.number(),
  completion: z.number(),
  interaction: z.enum(INTERACTIONS).nullable(),
  favorite: z.boolean(),
  canManage: z.boolean(),
});
export type ListItem = z.output<typeof listItem>;

export const listDetails = listItem.extend({ contents: z.array(contentItem) });
export type ListDetails = z.output<typeof listDetails>;

/** What the link preview read from a page. */
export const pageMeta = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});

/** One discovery result: a content or a pathway. */
export const discoveryItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('content'), content: contentItem }),
  z.object({ kind: z.literal('list'), list: listItem }),
]);
export type DiscoveryItem = z.output<typeof discoveryItem>;
