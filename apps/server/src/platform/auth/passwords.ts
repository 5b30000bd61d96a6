// The native hasher loads at the first password checked, not at every start.
const argon2 = () => import('@node-rs/argon2');

// argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = async (password: string) => (await argon2()).hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}
