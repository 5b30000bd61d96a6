// The Digital Bazaar credential stack ships JavaScript without types; these are the few calls this module makes.
declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    now?: Date;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    now?: Date;
  }): Promise<{ verified: boolean; error?: unknown; results?: unknown[] }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string | null });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<Record<string, string>>;
  }
  export function generate(options: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
}
