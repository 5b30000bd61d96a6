// What the identity domain offers the rest of the app (the only file of it others may import).

/** The sign-in screen, rendered to static HTML at build time (app/prerender/login.tsx). */
export { default as LoginPage } from './login/login-page.tsx';
