// What the certificates domain offers other screens: the person's certificates, for their profile.
export { CertificatesSection } from './profile/certificates-section.tsx';
