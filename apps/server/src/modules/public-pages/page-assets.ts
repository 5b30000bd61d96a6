import { createHash } from 'node:crypto';

// The public pages' own stylesheet and script: a few hundred bytes each, served from this origin (the CSP allows
// only 'self' scripts), so the pages load none of the SPA and the sign-in screen's budget stays untouched.

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.55;color:#1f2933;background:#f5f7f9}
a{color:#0a5f6f}
.top{background:var(--brand,#0b7285);padding:.75rem 1rem}
.top a{color:#fff;font-weight:700;text-decoration:none;font-size:1.15rem}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border:1px solid #dde3e8;border-radius:12px;padding:1.25rem 1.25rem 1.5rem;margin-bottom:1rem}
h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0 .5rem}
h2{font-size:1.15rem;margin:1.25rem 0 .5rem}
.company{display:flex;gap:.75rem;align-items:center;font-weight:600}
.company img{width:48px;height:48px;border-radius:8px;object-fit:contain;background:#fff;border:1px solid #dde3e8}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
dl.facts dt{color:#52606d}
dl.facts dd{margin:0;font-weight:600}
.promise{display:inline-block;background:#e6f6f8;color:#0b4f5c;border-radius:999px;padding:.2rem .75rem;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.25rem}
.apply{display:inline-block;background:#0b7285;color:#fff;padding:.7rem 1.4rem;border-radius:8px;font-weight:700;text-decoration:none}
.apply:hover,.apply:focus{background:#095c6b}
ol.steps{padding-left:1.25rem}
ul.related{list-style:none;padding:0}
ul.related li{padding:.6rem 0;border-bottom:1px solid #dde3e8}
.muted{color:#52606d}
footer{text-align:center;color:#52606d;font-size:.9rem;padding:1rem}
`;

/** Signed in (a session token is stored), the reader goes to the position's page inside the app. */
const SCRIPT = `(function(){try{var s=document.currentScript;var to=s&&s.getAttribute('data-app');if(to&&to.charAt(0)==='/'&&to.charAt(1)!=='/'&&localStorage.getItem('trilha.token')){location.replace(to)}}catch(e){}})();`;

const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export const PAGE_STYLE = { path: `/public-pages/style.css`, version: version(STYLE), body: STYLE.trim(), type: 'text/css; charset=utf-8' };
export const PAGE_SCRIPT = {
  path: `/public-pages/session.js`,
  version: version(SCRIPT),
  body: SCRIPT,
  type: 'text/javascript; charset=utf-8',
};

/** The asset's address with its version: it changes with the content, so browsers may keep it for a year. */
export const assetUrl = (asset: typeof PAGE_STYLE) => `${asset.path}?v=${asset.version}`;
