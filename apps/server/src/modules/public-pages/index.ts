// The public pages' surface (issue 29): server-drawn pages for the open web, the sitemaps and robots.txt.
export { registerPublicPages } from './public-pages.routes.ts';
