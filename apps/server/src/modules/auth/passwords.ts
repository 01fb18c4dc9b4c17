import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first-choice parameters: 19 MiB of memory, 2 passes, 1 lane. Hashing runs on libuv's
 * thread pool, so sign-in does not block the event loop.
 */
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, PARAMS);

// Checked against when the account does not exist, so that an unknown account costs as long as a wrong password.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password-1');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
