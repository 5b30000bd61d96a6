import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { issue } from '@digitalbazaar/vc';
import openBadgesContext from './contexts/ob-v3p0-context-3.0.3.json' with { type: 'json' };

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
const DATA_INTEGRITY_CONTEXT = 'https://w3id.org/security/data-integrity/v2';

/**
 * The JSON-LD contexts a credential of ours names, as copies kept with the code: signing (and a verifier using the
 * same copies) never reaches the network, so a context host being down never stops a certificate.
 */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, object> = new Map<string, object>([
  [VC_CONTEXT, required(credentialsContexts, VC_CONTEXT)],
  [OB_CONTEXT, openBadgesContext],
  [MULTIKEY_CONTEXT, required(multikeyContexts, MULTIKEY_CONTEXT)],
  [DATA_INTEGRITY_CONTEXT, required(dataIntegrityContexts, DATA_INTEGRITY_CONTEXT)],
]);

function required(map: Map<string, object>, url: string): object {
  const context = map.get(url);
  if (!context) throw new Error(`the context ${url} is missing from its package`);
  return context;
}

/** Answers only the bundled contexts: signing never dereferences anything else. */
async function bundledDocumentLoader(url: string) {
  const document = BUNDLED_CONTEXTS.get(url);
  if (!document) throw new Error(`no bundled document for ${url}`);
  return { contextUrl: null, documentUrl: url, document };
}

/** A new Ed25519 key pair; the secret half as a multibase string, to be encrypted before it is stored. */
export async function generateKeyPair(): Promise<{ publicKeyMultibase: string; secretKeyMultibase: string }> {
  const pair = await Ed25519Multikey.generate({});
  const exported = await pair.export({ publicKey: true, secretKey: true });
  const { publicKeyMultibase, secretKeyMultibase } = exported;
  if (!publicKeyMultibase || !secretKeyMultibase) throw new Error('the key pair did not export both halves');
  return { publicKeyMultibase, secretKeyMultibase };
}

export interface SigningKey {
  /** the URL of the public key's Multikey document */
  id: string;
  /** the issuer profile's URL */
  controller: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

/** Signs a credential with an eddsa-rdfc-2022 Data Integrity proof for the assertion purpose. */
export async function signCredential(credential: Record<string, unknown>, key: SigningKey, now: Date) {
  const pair = await Ed25519Multikey.from({ type: 'Multikey', ...key });
  const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite: eddsaRdfc2022, date: now });
  return issue({ credential: structuredClone(credential), suite, documentLoader: bundledDocumentLoader, now });
}
