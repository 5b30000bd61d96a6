// The privacy module's public surface: "download my data" over every module's export sections.
export { privacyRoutes } from './privacy.routes.ts';
