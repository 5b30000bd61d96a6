import type { ReactNode } from 'react';
import { IllustrationFrame, type IllustrationName, ink } from './illustration-frame.tsx';
import { offlineDrawing } from './offline-drawing.tsx';

export type { IllustrationName } from './illustration-frame.tsx';

const { brand, paper, line, soft } = ink;

const drawings: Record<IllustrationName, ReactNode> = {
  contents: (
    <>
      <rect x="58" y="30" width="76" height="92" rx="8" fill={soft} transform="rotate(-8 96 76)" />
      <rect x="66" y="24" width="76" height="92" rx="8" fill={paper} stroke={line} strokeWidth="2" />
      <rect x="74" y="32" width="60" height="34" rx="4" fill={brand} />
      <path d="M98 41l12 8-12 8z" fill={paper} />
      <rect x="74" y="74" width="52" height="6" rx="3" fill={line} />
      <rect x="74" y="86" width="38" height="6" rx="3" fill={soft} />
      <rect x="74" y="98" width="44" height="6" rx="3" fill={soft} />
    </>
  ),
  pathways: (
    <>
      <path
        d="M44 112c24 0 18-34 48-34s22-34 52-34"
        fill="none"
        stroke={brand}
        strokeWidth="4"
        strokeDasharray="1 10"
        strokeLinecap="round"
      />
      <circle cx="44" cy="112" r="10" fill={paper} stroke={brand} strokeWidth="4" />
      <circle cx="92" cy="78" r="10" fill={paper} stroke={brand} strokeWidth="4" />
      <circle cx="144" cy="44" r="10" fill={brand} />
      <path d="M144 44V14" stroke={brand} strokeWidth="4" strokeLinecap="round" />
      <path d="M146 14h22l-6 8 6 8h-22z" fill={brand} />
    </>
  ),
  search: (
    <>
      <rect x="50" y="26" width="70" height="90" rx="8" fill={paper} stroke={line} strokeWidth="2" />
      <rect x="60" y="40" width="46" height="6" rx="3" fill={line} />
      <rect x="60" y="54" width="36" height="6" rx="3" fill={soft} />
      <rect x="60" y="68" width="42" height="6" rx="3" fill={soft} />
      <circle cx="122" cy="84" r="22" fill={paper} stroke={brand} strokeWidth="6" />
      <path d="M138 100l18 18" stroke={brand} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  people: (
    <>
      <circle cx="62" cy="62" r="13" fill={soft} />
      <path d="M38 110c0-16 11-28 24-28s24 12 24 28z" fill={soft} />
      <circle cx="138" cy="62" r="13" fill={soft} />
      <path d="M114 110c0-16 11-28 24-28s24 12 24 28z" fill={soft} />
      <circle cx="100" cy="52" r="17" fill={brand} />
      <path d="M68 116c0-22 14-38 32-38s32 16 32 38z" fill={brand} />
    </>
  ),
  inbox: (
    <>
      <rect x="46" y="40" width="108" height="74" rx="8" fill={paper} stroke={line} strokeWidth="2" />
      <path d="M48 44l52 38 52-38" fill="none" stroke={line} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="150" cy="40" r="14" fill={brand} />
      <path d="M144 40h12M150 34v12" stroke={paper} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  offline: offlineDrawing,
};

/** A small flat drawing for empty and offline states. Decorative: the text beside it carries the meaning. */
export function Illustration({ name, width = 160 }: { name: IllustrationName; width?: number }) {
  return (
    <IllustrationFrame name={name} width={width}>
      {drawings[name]}
    </IllustrationFrame>
  );
}
