import { Badge, type MantineColor } from '@mantine/core';
import {
  IconArticle,
  IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconClockExclamation,
  IconMicrophone,
  IconPlayerPlay,
  IconPresentation,
  IconRoute,
  IconSchool,
  type TablerIcon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** What a card is: the content types, plus pathways (lists), positions and courses. */
export type ItemType = 'course' | 'video' | 'article' | 'podcast' | 'slides' | 'book' | 'event' | 'questionnaire' | 'list' | 'position';

const TYPES: Record<ItemType, { icon: TablerIcon; color: MantineColor }> = {
  course: { icon: IconSchool, color: 'indigo' },
  video: { icon: IconPlayerPlay, color: 'red' },
  article: { icon: IconArticle, color: 'blue' },
  podcast: { icon: IconMicrophone, color: 'grape' },
  slides: { icon: IconPresentation, color: 'violet' },
  book: { icon: IconBook, color: 'teal' },
  event: { icon: IconCalendarEvent, color: 'pink' },
  questionnaire: { icon: IconChecklist, color: 'dark' },
  list: { icon: IconRoute, color: 'cyan' },
  position: { icon: IconBriefcase, color: 'violet' },
};

/** The icon that stands for a type wherever it appears (badges, card covers without an image). */
export function typeIcon(type: ItemType): TablerIcon {
  return TYPES[type].icon;
}

/**
 * The type of a content, pathway, position or course, with its icon so the type reads without colour.
 * The label comes from the domain's translations ("Vídeo", "Trilha").
 */
export function TypeBadge({ type, label, solid = false }: { type: ItemType; label: string; solid?: boolean }) {
  const { icon: Icon, color } = TYPES[type];
  return (
    <Badge
      color={color}
      variant={solid ? 'white' : 'light'}
      radius="sm"
      leftSection={<Icon size={14} stroke={2} aria-hidden="true" />}
      data-type={type}
      style={solid ? ({ color: `var(--mantine-color-${color}-9)` } as CSSProperties) : undefined}
    >
      {label}
    </Badge>
  );
}

/** Levels of a content or a skill, lowest to highest; 'none' is the skill's "no level". */
export type Level = 'none' | 'interest' | 'basic' | 'intermediate' | 'advanced';

const LEVEL_STEPS: Record<Level, number> = { none: 0, interest: 1, basic: 2, intermediate: 3, advanced: 4 };

/** Four rising bars, as many filled as the level is high: the level reads by shape, not only by its word. */
function LevelBars({ level }: { level: Level }) {
  const filled = LEVEL_STEPS[level];
  return (
    <svg width="14" height="12" viewBox="0 0 14 12" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={i * 3.5}
          y={9 - i * 3}
          width="2.5"
          height={3 + i * 3}
          rx="1"
          fill="currentColor"
          opacity={i < filled ? 1 : 0.3}
          data-filled={i < filled}
        />
      ))}
    </svg>
  );
}

export function LevelBadge({ level, label }: { level: Level; label: string }) {
  return (
    <Badge color="gray" variant="light" radius="sm" leftSection={<LevelBars level={level} />} data-level={level}>
      {label}
    </Badge>
  );
}

/** How a status feels, whatever its domain: the domain maps its own statuses (invite, application, payment) to one. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<StatusTone, MantineColor> = { neutral: 'gray', info: 'blue', success: 'green', warning: 'orange', danger: 'red' };

/** A promise not kept (an answer date passed without a decision): solid dark red, with a clock so it reads without colour. */
export function OverdueBadge({ label }: { label: string }) {
  return (
    <Badge
      color="red.9"
      variant="filled"
      radius="sm"
      leftSection={<IconClockExclamation size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
      data-overdue
    >
      {label}
    </Badge>
  );
}

/** `wrap`: a longer label breaks onto a second line in a narrow place instead of being cut. */
export function StatusBadge({ tone, label, wrap = false }: { tone: StatusTone; label: string; wrap?: boolean }) {
  return (
    <Badge
      color={TONES[tone]}
      variant="dot"
      radius="sm"
      data-tone={tone}
      maw="100%"
      h={wrap ? 'auto' : undefined}
      styles={wrap ? { label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, paddingBlock: 2 } } : undefined}
    >
      {label}
    </Badge>
  );
}
