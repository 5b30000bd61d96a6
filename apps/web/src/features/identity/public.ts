// What the identity domain offers the rest of the app (the only file of it others may import).

/** A company's notice while its owner has not confirmed their e-mail address (company home, recruitment). */
export { EmailConfirmationNotice } from './email-confirmation/email-confirmation-notice.tsx';
/** The sign-in screen, rendered to static HTML at build time (app/prerender/login.tsx). */
export { default as LoginPage } from './login/login-page.tsx';
