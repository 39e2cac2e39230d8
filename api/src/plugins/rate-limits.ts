import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { App } from '../app-types.ts';
import { LoginThrottle, type LimiterFactory } from '../auth/login-throttle.ts';
import { limitPasswordHashing } from '../auth/password.ts';

/**
 * The login throttle, its counters in Redis when REDIS_URL is set (every replica sees the same counts) and in
 * this process's memory otherwise. While Redis cannot be reached each process counts in its own memory
 * (rate-limiter-flexible's insurance limiter), so sign-in keeps working.
 */
export async function registerRateLimits(app: App): Promise<void> {
  const { config } = app;
  limitPasswordHashing(config.passwordHashing);
  let limiter: LimiterFactory = (options) => new RateLimiterMemory(options);
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error.message }, 'redis unavailable: rate limits per process'),
    );
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    limiter = (options) =>
      new RateLimiterRedis({
        ...options,
        keyPrefix: `${config.redisKeyPrefix}${options.keyPrefix}`,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
  }
  app.decorate('loginThrottle', new LoginThrottle(config.loginLimits, limiter));
}
