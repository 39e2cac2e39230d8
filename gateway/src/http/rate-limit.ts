import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayContext } from '../context.ts';
import { addressKey } from './address-key.ts';

/** RATE_LIMIT_*: what one user, or one address without a token, may ask of the gateway (docs/operations.md). */
export interface RequestRateLimits {
  /** Requests per window of one signed-in user (the token's subject); 0 turns the limit off. */
  userRequests: number;
  /** Requests per window from one client address without a token; 0 turns the limit off. */
  anonymousRequests: number;
  windowSeconds: number;
}

export const REQUEST_RATE_LIMIT_DEFAULTS: RequestRateLimits = {
  userRequests: 1200,
  anonymousRequests: 300,
  windowSeconds: 60,
};

function countFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number from ${min}`);
  return value;
}

export function requestRateLimitsFromEnv(): RequestRateLimits {
  const d = REQUEST_RATE_LIMIT_DEFAULTS;
  return {
    userRequests: countFromEnv('RATE_LIMIT_USER_REQUESTS', d.userRequests, 0),
    anonymousRequests: countFromEnv('RATE_LIMIT_ANONYMOUS_REQUESTS', d.anonymousRequests, 0),
    windowSeconds: countFromEnv('RATE_LIMIT_WINDOW_SECONDS', d.windowSeconds, 1),
  };
}

/** Express's `trust proxy` from GATEWAY_TRUST_PROXY: true, false, a hop count, or addresses and ranges. */
export function trustProxyFromEnv(): boolean | number | string {
  const raw = process.env.GATEWAY_TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * The `sub` claim of a bearer JWT, read without verifying it (the gateway does not hold the api's secret). A made-up
 * token gets its own count here, and a 401 from the api on every call it makes.
 */
export function subjectFromToken(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]+$/i.exec(authorization ?? '');
  if (!token?.[1]) return undefined;
  try {
    const { sub } = JSON.parse(Buffer.from(token[1], 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof sub === 'string' && /^\w{1,64}$/.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

export interface RequestRateLimit {
  /** Counts the request against its user or address; past the limit answers 429 RATE_LIMITED with Retry-After. */
  middleware: RequestHandler;
  /**
   * Counts requests whose token the api refused against their address, like requests without a token: past that
   * limit, requests with a token from that address are refused too.
   */
  refusedTokens: ApolloServerPlugin<GatewayContext>;
  close(): Promise<void>;
}

/**
 * Per-user request limits: a signed-in user counts by the token's subject, a request without a token by the client
 * address (req.ip, which honours GATEWAY_TRUST_PROXY). Counts live in Redis when a URL is given, so every replica
 * shares them; while Redis cannot be reached, each replica counts in its own memory.
 */
export async function requestRateLimit(
  limits: RequestRateLimits,
  redisUrl: string | undefined,
  keyPrefix: string,
): Promise<RequestRateLimit> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    redis.on('error', (error: Error) =>
      console.error(
        JSON.stringify({ level: 'warn', msg: 'redis unavailable: rate limits per replica', error: error.message }),
      ),
    );
    await redis.connect().catch(() => undefined);
  }
  const limiter = (name: string, points: number): RateLimiterAbstract | undefined => {
    if (points === 0) return undefined;
    const options = { keyPrefix: `${keyPrefix}${name}`, points, duration: limits.windowSeconds };
    return redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  };
  const byUser = limiter('requests-user', limits.userRequests);
  const byAddress = limiter('requests-addr', limits.anonymousRequests);
  // Tokens the api refused, per address: made-up tokens would otherwise each get a count of their own.
  const byRefusedToken = limiter('refused-tokens', limits.anonymousRequests);

  /** The client address as it is counted: IPv6 by its /64 network, like the api's sign-in throttle. */
  const addressOf = (req: Request) => addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
  /** How long the caller must wait (ms), or 0. A store failure the insurance could not take lets the request go. */
  const waitOf = (consumed: Promise<unknown>) =>
    consumed.then(
      () => 0,
      (rejection: unknown) => (rejection instanceof RateLimiterRes ? Math.max(1, rejection.msBeforeNext) : 0),
    );
  const tokenRefused = (address: string | undefined) => {
    if (byRefusedToken && address) byRefusedToken.penalty(addressKey(address)).catch(() => undefined);
  };

  async function wait(req: Request, res: Response): Promise<number> {
    const subject = subjectFromToken(req.headers.authorization);
    const address = addressOf(req);
    if (!subject) return byAddress ? waitOf(byAddress.consume(address)) : 0;
    if (byRefusedToken) {
      const refused = await byRefusedToken.get(address).catch(() => null);
      if (refused && refused.consumedPoints >= byRefusedToken.points) return Math.max(1, refused.msBeforeNext);
      // A download the api refused; GraphQL answers 200 with UNAUTHENTICATED (refusedTokens below).
      res.once('finish', () => res.statusCode === 401 && tokenRefused(address));
    }
    return byUser ? waitOf(byUser.consume(subject)) : 0;
  }

  const middleware: RequestHandler = (req, res, next) => {
    void wait(req, res).then((ms) => {
      if (ms === 0) return next();
      const retryAfter = Math.ceil(ms / 1000);
      res
        .status(429)
        .setHeader('Retry-After', String(retryAfter))
        .json({
          errors: [
            {
              message: `Too many requests; try again in ${retryAfter} seconds`,
              extensions: { code: 'RATE_LIMITED', retryAfter },
            },
          ],
        });
    }, next);
  };

  /** Counts a request with a token that ended UNAUTHENTICATED against the client's address. */
  const refusedTokens: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart({ request }) {
      if (!byRefusedToken || !request.http?.headers.get('authorization')) return;
      return {
        async willSendResponse({ response, contextValue }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) tokenRefused(contextValue.clientAddress);
        },
      };
    },
  };

  return {
    middleware,
    refusedTokens,
    async close() {
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}
