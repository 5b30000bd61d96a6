import type { Language } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

type NewsRow = { id: string; title: string; summary: string; url: string | null; imageUrl: string | null; publishedAt: Date };

/** The newest news published by `now` in `language`, or in pt-BR when that language has none. */
const news = statement<[Language, Date, number], NewsRow>(
  'news.latest',
  `select id, title, summary, url, image_url as "imageUrl", published_at as "publishedAt" from cms_news
   where language = (case when exists (select 1 from cms_news where language = $1::text) then $1::text else 'pt-BR' end)
     and published_at <= $2::timestamptz
   order by published_at desc limit $3::int`,
);
export const findNews = (q: Queryable, language: Language, now: Date, limit: number) => news.run(q, language, now, limit);
