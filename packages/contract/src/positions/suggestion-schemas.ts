import { z } from 'zod';
import { contentItem } from '../contents/schemas.ts';
import { positionItem } from './schemas.ts';

/**
 * The home's positions for the candidate: `profile` when their skills or areas of interest chose them
 * (each with the share of its requirements the profile meets), `region` when there is no such profile yet and the
 * newest of their state are shown, `recent` when not even a state is known.
 */
export const POSITION_SUGGESTION_BASES = ['profile', 'region', 'recent'] as const;

export const positionSuggestions = z.object({
  basis: z.enum(POSITION_SUGGESTION_BASES),
  /** the state whose positions `region` shows */
  region: z.string().nullable(),
  /** whether the person has skills or areas of interest (a `region` or `recent` basis then means none of their
   * positions is open, not that the profile is empty) */
  profiled: z.boolean(),
  items: z.array(
    z.object({
      position: positionItem,
      /** requirements met of the position's, by the match the position page explains; null without a profile */
      match: z.object({ met: z.number(), total: z.number(), percent: z.number() }).nullable(),
    }),
  ),
  /** the skills these positions ask for that the profile lacks most often, with contents that teach each */
  gaps: z.array(
    z.object({ skill: z.object({ id: z.string(), title: z.string() }), positions: z.number(), contents: z.array(contentItem) }),
  ),
});
export type PositionSuggestions = z.output<typeof positionSuggestions>;
