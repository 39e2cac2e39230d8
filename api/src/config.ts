import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginLimits } from './auth/login-throttle.ts';
import { PASSWORD_HASHING_DEFAULTS, type PasswordHashingLimits } from './auth/password.ts';
import type { SessionCacheOptions } from './auth/session-check.ts';
import { metricsAccess, type MetricsAccess } from './plugins/metrics.ts';
import { JOB_QUEUE_DEFAULTS, type JobQueueOptions } from './jobs/job-queue-options.ts';
import type { StopOptions } from './plugins/shutdown.ts';
import { firstAdminProblems, type FirstAdminInput } from './users/first-admin.ts';
import { MAX_BATCH_ROWS } from './financial-transactions/batch-limits.ts';

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
  /** Where a card payment provider sends the buyer back after a subscription checkout (CHECKOUT_RETURN_URL). */
  checkoutReturnUrl: string;
  /** Largest JSON request body, in bytes (MAX_BODY_BYTES); a route may allow more (the import batch). */
  maxBodyBytes: number;
  /** PostgreSQL server only (docs/operations.md); PGlite runs in the process and has no connections. */
  database: DatabaseLimits;
  /**
   * DEMO_DATA: load the demo companies into an empty database at start. Default: on, except with
   * NODE_ENV=production (the Docker images), which never loads them unless asked (docs/operations.md, "Sign-in, sessions and the first administrator").
   */
  demoData: boolean;
  /** FIRST_ADMIN_* and FIRST_COMPANY_*: the administrator (and company) a start creates in a database with no user. */
  firstAdmin: FirstAdminInput | undefined;
  /** SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX_USERS: how long each api process keeps a user's session state. */
  sessionCache: SessionCacheOptions;
  /** METRICS_TOKEN / METRICS_PUBLIC: who may read /metrics (docs/operations.md, "Metrics"). */
  metrics: MetricsAccess;
  /** OPENAPI_DOCUMENT: serve /api/openapi.json. Default on, off with NODE_ENV=production. */
  openapiDocument: boolean;
  /** SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS: the graceful stop on SIGTERM (docs/operations.md "Shutdown"). */
  shutdown: StopOptions;
  /** REDIS_URL: rate limits kept in Redis, shared by the api's replicas; unset keeps them in each process. */
  redisUrl: string | undefined;
  /** What the api's keys in Redis start with (tests give each app its own). */
  redisKeyPrefix: string;
  /** LOGIN_*: failed sign-ins that lock a username or a client address (docs/operations.md, "Rate limits"). */
  loginLimits: LoginLimits;
  /** PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE: hashing leaves libuv's thread pool to other work. */
  passwordHashing: PasswordHashingLimits;
  /**
   * API_TRUST_PROXY: which peers' X-Forwarded-For names the client address (Fastify's trustProxy): `loopback`
   * (the default: a gateway on the same host), addresses or CIDR ranges separated by commas, or `false` to
   * use the peer's own address.
   */
  trustProxy: boolean | string;
  /** BILLING_RUN_CHUNK_SIZE: invoices a billing run writes per transaction (other requests run between chunks). */
  billingRunChunkSize: number;
  /**
   * IMPORT_STORE_CHUNK_ROWS: rows an import batch writes per transaction; a larger batch is written in chunks,
   * hidden until its last (docs/operations.md, long work). Unset: chunks on the embedded database only
   * (importChunkRows), since on a server other requests use other connections.
   */
  importStoreChunkRows: number | undefined;
  /** JOB_*: the background-job queue (pg-boss on the database; docs/operations.md "Background jobs"). */
  jobs: JobQueueOptions;
  /**
   * REMINDER_CLAIM_LEASE_MS: how long a claimed unpaid-run reminder may stay pending before it counts as abandoned
   * by a worker that stopped (then failed as interrupted, never sent twice). Far longer than one send takes.
   */
  reminderClaimLeaseMs: number;
}

/** How long the api waits for PostgreSQL, and how many connections it opens. */
export interface DatabaseLimits {
  /** DATABASE_POOL_SIZE: connections the api opens at most. */
  poolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: the longest wait for a connection (a new one, or a free one of the pool). */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: number;
  /**
   * DATABASE_QUERY_TIMEOUT_MS: the api stops waiting for an answer after this long and drops the connection
   * (a network partition, a server that hangs). Longer than the statement timeout, so that the server's own
   * cancel comes first when it can.
   */
  queryTimeoutMs: number;
  /** DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: the server ends a session idle inside a transaction this long. */
  idleInTransactionTimeoutMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The longest delay a Node timer takes (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function intFromEnv(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

export const DATABASE_DEFAULTS: DatabaseLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  queryTimeoutMs: 35_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** Invoices a billing run writes per transaction unless BILLING_RUN_CHUNK_SIZE says otherwise (docs/operations.md). */
export const DEFAULT_BILLING_RUN_CHUNK_SIZE = 25;

function jobQueueFromEnv(): JobQueueOptions {
  const d = JOB_QUEUE_DEFAULTS;
  return {
    pollingIntervalSeconds: intFromEnv('JOB_POLL_SECONDS', d.pollingIntervalSeconds, 3600),
    expireSeconds: intFromEnv('JOB_EXPIRE_SECONDS', d.expireSeconds, 23 * 3600),
    retryLimit: countFromEnv('JOB_RETRY_LIMIT', d.retryLimit, 100),
    maintenanceIntervalSeconds: intFromEnv('JOB_MAINTENANCE_SECONDS', d.maintenanceIntervalSeconds, 3600),
    workers: booleanFromEnv('JOB_WORKERS', d.workers),
  };
}

function databaseLimitsFromEnv(): DatabaseLimits {
  const d = DATABASE_DEFAULTS;
  return {
    poolSize: intFromEnv('DATABASE_POOL_SIZE', d.poolSize, 1000),
    connectTimeoutMs: intFromEnv('DATABASE_CONNECT_TIMEOUT_MS', d.connectTimeoutMs, MAX_TIMER_MS),
    statementTimeoutMs: intFromEnv('DATABASE_STATEMENT_TIMEOUT_MS', d.statementTimeoutMs, MAX_TIMER_MS),
    queryTimeoutMs: intFromEnv('DATABASE_QUERY_TIMEOUT_MS', d.queryTimeoutMs, MAX_TIMER_MS),
    idleInTransactionTimeoutMs: intFromEnv(
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      d.idleInTransactionTimeoutMs,
      MAX_TIMER_MS,
    ),
  };
}

/** The api's own wait must outlast the server's cancel, or a slow statement would cost a connection. */
function checkDatabaseLimits(limits: DatabaseLimits): DatabaseLimits {
  if (limits.queryTimeoutMs <= limits.statementTimeoutMs) {
    throw new Error(
      `DATABASE_QUERY_TIMEOUT_MS (${limits.queryTimeoutMs}) must be greater than DATABASE_STATEMENT_TIMEOUT_MS ` +
        `(${limits.statementTimeoutMs}): the server cancels a slow statement, the api's own wait is for a lost connection`,
    );
  }
  return limits;
}

function booleanFromEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false (on or off), got "${process.env[name]}"`);
}

/** A whole number from 0 (which switches the thing off) to `max`. */
function countFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > max) throw new Error(`${name} must be a whole number from 0 to ${max}`);
  return value;
}

function shutdownFromEnv(): StopOptions {
  const timeoutMs = intFromEnv('SHUTDOWN_TIMEOUT_MS', 25_000, MAX_TIMER_MS);
  const delayMs = countFromEnv('SHUTDOWN_DELAY_MS', 0, MAX_TIMER_MS);
  if (delayMs >= timeoutMs) throw new Error('SHUTDOWN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS');
  return { delayMs, timeoutMs };
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 5_000, max: 10_000 };

function sessionCacheFromEnv(): SessionCacheOptions {
  return {
    // Longer than five minutes would make "a change ends the session at once" untrue across replicas.
    ttlMs: countFromEnv('SESSION_CACHE_TTL_MS', SESSION_CACHE_DEFAULTS.ttlMs, 300_000),
    max: intFromEnv('SESSION_CACHE_MAX_USERS', SESSION_CACHE_DEFAULTS.max, 10_000_000),
  };
}

export const LOGIN_LIMIT_DEFAULTS: LoginLimits = {
  maxFailuresPerUsername: 10,
  maxFailuresPerAddress: 30,
  windowSeconds: 60,
  lockoutSeconds: 60,
  maxLockoutSeconds: 900,
};

function loginLimitsFromEnv(): LoginLimits {
  const d = LOGIN_LIMIT_DEFAULTS;
  const day = 24 * 3600;
  return {
    maxFailuresPerUsername: intFromEnv('LOGIN_MAX_FAILURES_PER_USERNAME', d.maxFailuresPerUsername, 1000),
    maxFailuresPerAddress: intFromEnv('LOGIN_MAX_FAILURES_PER_ADDRESS', d.maxFailuresPerAddress, 100_000),
    windowSeconds: intFromEnv('LOGIN_FAILURE_WINDOW_SECONDS', d.windowSeconds, day),
    lockoutSeconds: intFromEnv('LOGIN_LOCKOUT_SECONDS', d.lockoutSeconds, day),
    maxLockoutSeconds: intFromEnv('LOGIN_MAX_LOCKOUT_SECONDS', d.maxLockoutSeconds, day),
  };
}

/** Fastify's trustProxy from text: true, false, or addresses and ranges (proxy-addr checks them at start). */
export function trustProxyFromText(raw: string | undefined, fallback: boolean | string): boolean | string {
  const value = raw?.trim();
  if (value === undefined || value === '') return fallback;
  if (['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
  return value;
}

/**
 * The first administrator, when any of its variables is set; then all of them must be, and valid. The password
 * comes from FIRST_ADMIN_PASSWORD or from the file FIRST_ADMIN_PASSWORD_FILE names (a Docker secret).
 */
function firstAdminFromEnv(): FirstAdminInput | undefined {
  const env = (name: string) => process.env[name]?.trim() || undefined;
  const names = [
    'FIRST_ADMIN_USERNAME',
    'FIRST_ADMIN_PASSWORD',
    'FIRST_ADMIN_PASSWORD_FILE',
    'FIRST_ADMIN_EMAIL',
    'FIRST_COMPANY_NAME',
    'FIRST_COMPANY_TYPE',
    'FIRST_COMPANY_REGION',
  ];
  if (names.every((name) => env(name) === undefined)) return undefined;
  const passwordFile = env('FIRST_ADMIN_PASSWORD_FILE');
  const input: FirstAdminInput = {
    username: env('FIRST_ADMIN_USERNAME') ?? '',
    // Only a file's line break is dropped: a password's own spaces are its own.
    password: passwordFile
      ? readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '')
      : (process.env.FIRST_ADMIN_PASSWORD ?? ''),
    email: env('FIRST_ADMIN_EMAIL') ?? null,
    companyName: env('FIRST_COMPANY_NAME') ?? '',
    companyType: env('FIRST_COMPANY_TYPE') ?? '',
    companyRegion: env('FIRST_COMPANY_REGION') ?? '',
  };
  const problems = firstAdminProblems(input);
  if (problems.length > 0) throw new Error(`The first administrator's settings are not valid: ${problems.join('; ')}`);
  return input;
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

/** What a production install (NODE_ENV=production) does not serve unless asked (docs/operations.md). */
function exposureFromEnv(): Pick<ApiConfig, 'metrics' | 'openapiDocument'> {
  const development = process.env.NODE_ENV !== 'production';
  return {
    metrics: metricsAccess(process.env.METRICS_TOKEN?.trim(), booleanFromEnv('METRICS_PUBLIC', development)),
    openapiDocument: booleanFromEnv('OPENAPI_DOCUMENT', development),
  };
}

/** An absolute http(s) URL from the environment; a malformed one stops the start with its name. */
function urlFromEnv(name: string, fallback: string): string {
  const text = process.env[name]?.trim() || fallback;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an absolute http(s) URL, not "${text}"`);
  }
  return url.toString();
}

export function loadConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const dataDir = overrides.dataDir ?? process.env.DATA_DIR ?? path.join(repoRoot, '.data');
  const config: ApiConfig = {
    port: intFromEnv('API_PORT', 4001, 65535),
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
    checkoutReturnUrl: urlFromEnv('CHECKOUT_RETURN_URL', 'http://localhost:4000/'),
    maxBodyBytes: intFromEnv('MAX_BODY_BYTES', 10 * 1024 * 1024),
    database: databaseLimitsFromEnv(),
    demoData: booleanFromEnv('DEMO_DATA', process.env.NODE_ENV !== 'production'),
    billingRunChunkSize: intFromEnv('BILLING_RUN_CHUNK_SIZE', DEFAULT_BILLING_RUN_CHUNK_SIZE, 10_000),
    importStoreChunkRows: process.env.IMPORT_STORE_CHUNK_ROWS
      ? intFromEnv('IMPORT_STORE_CHUNK_ROWS', MAX_BATCH_ROWS, MAX_BATCH_ROWS)
      : undefined,
    firstAdmin: 'firstAdmin' in overrides ? overrides.firstAdmin : firstAdminFromEnv(),
    sessionCache: sessionCacheFromEnv(),
    ...exposureFromEnv(),
    shutdown: shutdownFromEnv(),
    redisUrl: process.env.REDIS_URL || undefined,
    redisKeyPrefix: 'folio:api:',
    loginLimits: loginLimitsFromEnv(),
    passwordHashing: {
      concurrency: intFromEnv('PASSWORD_HASH_CONCURRENCY', PASSWORD_HASHING_DEFAULTS.concurrency, 1024),
      maxQueue: intFromEnv('PASSWORD_HASH_QUEUE', PASSWORD_HASHING_DEFAULTS.maxQueue, 100_000),
    },
    trustProxy: trustProxyFromText(process.env.API_TRUST_PROXY, 'loopback'),
    jobs: jobQueueFromEnv(),
    reminderClaimLeaseMs: intFromEnv('REMINDER_CLAIM_LEASE_MS', 5 * 60 * 1000, MAX_TIMER_MS),
    ...overrides,
  };
  checkDatabaseLimits(config.database);
  return config;
}
