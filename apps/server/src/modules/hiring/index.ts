// The hiring module's public surface: interview invites and job offers, both sides.
export { hiringRoutes } from './hiring.routes.ts';
export { interviewMail, offerMail } from './hiring-mail.ts';
