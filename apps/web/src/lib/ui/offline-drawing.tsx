import { ink } from './illustration-frame.tsx';

const { paper, line, brand } = ink;

/**
 * The drawing of the offline state, apart from the others: the root error boundary shows it when the server cannot be
 * reached (no chunk can load then), so it comes with the first page; the rest load with the screens that show them.
 */
export const offlineDrawing = (
  <>
    <path
      d="M66 104a24 24 0 0 1-2-48 32 32 0 0 1 62-6 22 22 0 0 1 8 54z"
      fill={paper}
      stroke={line}
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path d="M84 80a24 24 0 0 1 32 0M92 90a12 12 0 0 1 16 0" fill="none" stroke={brand} strokeWidth="5" strokeLinecap="round" />
    <circle cx="100" cy="98" r="3.5" fill={brand} />
    <path d="M62 38l76 76" stroke={brand} strokeWidth="5" strokeLinecap="round" />
  </>
);
