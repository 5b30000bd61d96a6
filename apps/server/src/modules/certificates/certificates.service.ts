import { randomBytes, randomInt } from 'node:crypto';
import type { CertificateDetails } from '@trilha/contract';
import { CERTIFICATE_CODE } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decryptSecret, encryptSecret, secretsKeyOf } from '../integrations/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import {
  type CertificateRow,
  completedListSources,
  contentCertificateSource,
  findCertificateByCode,
  findCertificateKey,
  findWorkspaceName,
  insertCertificate,
  insertCertificateKey,
  listUserCertificates,
} from './certificates.data.ts';
import { generateKeyPair, MULTIKEY_CONTEXT, OB_CONTEXT, signCredential, VC_CONTEXT } from './credential.ts';

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new public code: 12 of 31 characters read unambiguously (about 59 bits), so nobody finds codes by guessing. */
function newCode(): string {
  return Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Issues what a verified conclusion earns, in the caller's transaction: the content's certificate, and the
 * certificate of every pathway holding it whose contents the person has now all concluded as verified. A
 * certificate already held is kept as it was.
 */
export async function issueCertificatesFor(tx: Queryable, userId: string, contentId: string, now: Date): Promise<void> {
  const content = await contentCertificateSource(tx, userId, contentId);
  if (!content) return;
  await insertCertificate(tx, {
    code: newCode(),
    userId,
    workspaceId: content.workspace_id,
    contentId,
    listId: null,
    kind: 'content',
    recipientName: content.recipient_name,
    title: content.title,
    description: content.description,
    minutes: content.minutes,
    issuerName: content.issuer_name,
    issuedAt: now,
  });
  for (const list of await completedListSources(tx, userId, contentId)) {
    await insertCertificate(tx, {
      code: newCode(),
      userId,
      workspaceId: list.workspace_id,
      contentId: null,
      listId: list.list_id,
      kind: 'list',
      recipientName: list.recipient_name,
      title: list.title,
      description: list.description,
      minutes: list.minutes,
      issuerName: list.issuer_name,
      issuedAt: now,
    });
  }
}

const urls = (deps: Deps) => {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  return {
    page: (code: string) => `${base}/certificados/${code}`,
    pdf: (code: string) => `${base}/v1/certificates/${code}.pdf`,
    credential: (code: string) => `${base}/v1/certificates/${code}/credential.json`,
    issuer: (workspaceId: string) => `${base}/v1/certificates/issuers/${workspaceId}`,
    key: (workspaceId: string, keyId: string) => `${base}/v1/certificates/issuers/${workspaceId}/keys/${keyId}`,
  };
};

const hoursOf = (minutes: number | null) => (minutes === null ? null : Math.round(minutes / 6) / 10);

function toDetails(deps: Deps, row: CertificateRow): CertificateDetails {
  const at = urls(deps);
  return {
    code: row.code,
    kind: row.kind === 'list' ? 'list' : 'content',
    recipientName: row.recipientName,
    title: row.title,
    description: row.description,
    hours: hoursOf(row.minutes),
    issuer: { id: row.workspaceId, name: row.issuerName },
    issuedAt: row.issuedAt.toISOString(),
    pdfUrl: at.pdf(row.code),
    credentialUrl: at.credential(row.code),
  };
}

export async function listMyCertificates(deps: Deps, userId: string) {
  return { items: (await listUserCertificates(deps.db, userId)).map((row) => toDetails(deps, row)) };
}

/** The certificate of a code; any code that is not one (malformed or unknown) is the same 404. */
async function certificateOr404(deps: Deps, code: string): Promise<CertificateRow> {
  const normalized = code.trim().toUpperCase();
  const row = CERTIFICATE_CODE.test(normalized) ? await findCertificateByCode(deps.db, normalized) : null;
  if (!row) throw new AppError('certificate.not_found');
  return row;
}

export async function getCertificate(deps: Deps, code: string) {
  return toDetails(deps, await certificateOr404(deps, code));
}

/**
 * The printable certificate, drawn at its first request and kept in the file storage (the bucket in production), so
 * every later request, on any process, serves the same file.
 */
export async function certificatePdf(deps: Deps, code: string): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await certificateOr404(deps, code);
  const key = `certificates/${row.code}.pdf`;
  let pdf = await deps.storage.get(key);
  if (!pdf) {
    const details = toDetails(deps, row);
    pdf = await renderCertificatePdf({
      ...details,
      issuerName: row.issuerName,
      issuedAt: row.issuedAt,
      checkUrl: urls(deps).page(row.code),
    });
    await deps.storage.put(key, pdf);
  }
  return { fileName: `certificado-${row.code}.pdf`, pdf };
}

/** The workspace's signing key, made at its first need; the secret half stays encrypted at rest. */
async function signingKeyOf(deps: Deps, workspaceId: string) {
  const known = await findCertificateKey(deps.db, workspaceId);
  if (known) return known;
  const pair = await generateKeyPair();
  return insertCertificateKey(deps.db, {
    workspaceId,
    keyId: `ed25519-${randomBytes(6).toString('hex')}`,
    publicKeyMultibase: pair.publicKeyMultibase,
    secretKeyEncrypted: encryptSecret(secretsKeyOf(deps.config), pair.secretKeyMultibase),
    createdAt: deps.clock.now(),
  });
}

/** An XML Schema date-time in whole seconds, as verifiers expect. */
const dateTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * The certificate as an Open Badges 3.0 credential, signed with the issuing workspace's key. The proof is dated
 * from what it signs (the issue, or the key's making when later), and Ed25519 signatures are deterministic, so every
 * request answers the very same document.
 */
export async function certificateCredential(deps: Deps, code: string) {
  const row = await certificateOr404(deps, code);
  const at = urls(deps);
  const key = await signingKeyOf(deps, row.workspaceId);
  const hours = hoursOf(row.minutes);
  const what = row.kind === 'list' ? 'a trilha' : 'o conteúdo';
  const credential = {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: at.credential(row.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: row.title,
    issuer: { id: at.issuer(row.workspaceId), type: ['Profile'], name: row.issuerName },
    validFrom: dateTime(row.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: row.recipientName, identityType: 'name', hashed: false }],
      achievement: {
        id: `${at.page(row.code)}#achievement`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: row.title,
        description: row.description?.trim() || `Conclusão verificada d${what} “${row.title}”.`,
        criteria: {
          narrative: `Concluir ${what} “${row.title}”${hours === null ? '' : ` (${hours} h)`}, com a conclusão registrada pelo próprio conteúdo (um pacote SCORM, um questionário aprovado), não declarada pela pessoa.`,
        },
      },
    },
  };
  const signedAt = key.createdAt > row.issuedAt ? key.createdAt : row.issuedAt;
  return signCredential(
    credential,
    {
      id: at.key(row.workspaceId, key.keyId),
      controller: at.issuer(row.workspaceId),
      publicKeyMultibase: key.publicKeyMultibase,
      secretKeyMultibase: decryptSecret(secretsKeyOf(deps.config), key.secretKeyEncrypted),
    },
    new Date(Math.floor(signedAt.getTime() / 1000) * 1000),
  );
}

async function issuerOr404(deps: Deps, workspaceId: string) {
  const name = await findWorkspaceName(deps.db, workspaceId);
  const key = name === null ? null : await findCertificateKey(deps.db, workspaceId);
  if (name === null || !key) throw new AppError('certificate.key_not_found');
  return { name, key };
}

const ASSERTION_METHOD_CONTEXT = {
  assertionMethod: { '@id': 'https://w3id.org/security#assertionMethod', '@type': '@id', '@container': '@set' },
};

/** The issuer's profile: its name, and the key it asserts credentials with (what a verifier checks the proof against). */
export async function certificateIssuer(deps: Deps, workspaceId: string) {
  const { name, key } = await issuerOr404(deps, workspaceId);
  const at = urls(deps);
  return {
    // the credentials context leaves `assertionMethod` undefined outside a proof: named here as the security vocabulary does
    '@context': [VC_CONTEXT, OB_CONTEXT, ASSERTION_METHOD_CONTEXT],
    id: at.issuer(workspaceId),
    type: ['Profile'],
    name,
    assertionMethod: [at.key(workspaceId, key.keyId)],
  };
}

/** The workspace's public key as a Multikey document. */
export async function certificateKey(deps: Deps, workspaceId: string, keyId: string) {
  const { key } = await issuerOr404(deps, workspaceId);
  if (key.keyId !== keyId) throw new AppError('certificate.key_not_found');
  const at = urls(deps);
  return {
    '@context': MULTIKEY_CONTEXT,
    id: at.key(workspaceId, key.keyId),
    type: 'Multikey',
    controller: at.issuer(workspaceId),
    publicKeyMultibase: key.publicKeyMultibase,
  };
}
