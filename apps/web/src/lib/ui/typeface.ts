/**
 * The product's typeface: Inter, self-hosted from @fontsource-variable/inter (one variable file per script,
 * fetched only for the characters a page uses; no font CDN). The app entry imports
 * '@fontsource-variable/inter/wght.css' once; the theme uses this stack for body and headings, falling back to
 * the system font while Inter loads (font-display: swap).
 */
export const FONT_FAMILY = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
