// Published secrets (issue 21, item 4): a secret whose value was ever written in this repository (docker-compose.yml,
// deploy/, the README, an example environment file) is known to anyone who reads it, so a production server refuses
// to start with one. config-secrets.test.ts scans those files and fails when a secret-looking value there is missing
// from this list; values stay here after they leave the files, since copies of the old files are still around.

/** Every secret value the repository has published, compared case-insensitively. */
export const PUBLISHED_SECRETS: readonly string[] = [
  // docker-compose.yml before issue 21 (the metrics token, the database, replica and MinIO passwords).
  'change-this-metrics-token',
  'mall-password',
  'replica-password',
  'mall-minio-secret',
  // The README's and config.ts's example SMTP address (smtp://user:pass@host:587).
  'pass',
];

/** Placeholders nobody should run with, whatever file they came from. */
const PLACEHOLDER = /^(?:change[-_ ]?(?:this|me)|replace[-_ ]?(?:this|me)|password|secret|token|example)\b/i;

/** The configuration's secrets: the variables whose whole value is secret. */
export const SECRET_VARIABLES = [
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_CLIENT_SECRET',
  'TWITTER_CLIENT_SECRET',
] as const;

/** Addresses that may carry a password (`scheme://user:password@host`). */
export const SECRET_URL_VARIABLES = [
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'DATABASE_DIRECT_URL',
  'SMTP_URL',
  'SMS_WEBHOOK_URL',
] as const;

const HOW = 'make a new one, e.g. with `openssl rand -hex 32`';

export function isPublishedSecret(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v !== '' && (PUBLISHED_SECRETS.includes(v) || PLACEHOLDER.test(v));
}

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/**
 * What is wrong with the environment's secrets, one clear sentence per variable naming it (empty when nothing is).
 * Checked at start in production only: development, tests and the demo may use the example values.
 */
export function publishedSecretProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (value && isPublishedSecret(value))
      problems.push(`${name} is a value published in this repository, so anyone can use it: ${HOW}`);
  }
  for (const name of SECRET_URL_VARIABLES) {
    const value = env[name];
    if (value && isPublishedSecret(passwordOf(value)))
      problems.push(`${name} holds a password published in this repository, so anyone can use it: ${HOW}`);
  }
  return problems;
}
