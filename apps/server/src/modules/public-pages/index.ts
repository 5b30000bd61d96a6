// The public pages' surface: server-drawn pages for the open web, the sitemaps and robots.txt.
export { registerPublicPages } from './public-pages.routes.ts';
