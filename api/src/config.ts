import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the api reads from the environment, in one place. */
export interface ApiConfig {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Largest accepted upload for bank-statement imports, in bytes. */
  maxUploadBytes: number;
  /** Which clearing house EDI claims go through (CLEARING_HOUSE); `sandbox` is the built-in one. */
  clearingHouse: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * Without JWT_SECRET a random secret is generated once and kept beside the embedded database,
 * so that sessions survive a restart of a development install.
 */
function loadJwtSecret(dataDir: string): Uint8Array {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const dataDir = overrides.dataDir ?? process.env.DATA_DIR ?? path.join(repoRoot, '.data');
  return {
    port: intFromEnv('API_PORT', 4001),
    host: process.env.API_HOST ?? '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir),
    tokenTtlSeconds: intFromEnv('TOKEN_TTL_SECONDS', 8 * 3600),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'Folio <no-reply@folio.local>',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    maxUploadBytes: intFromEnv('MAX_UPLOAD_BYTES', 60 * 1024 * 1024),
    clearingHouse: process.env.CLEARING_HOUSE || 'sandbox',
    ...overrides,
  };
}
