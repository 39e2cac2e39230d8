import type { ApolloServerOptions } from '@apollo/server';
import { Redis } from 'ioredis';

type KeyValueCache = Exclude<NonNullable<ApolloServerOptions<object>['cache']>, 'bounded'>;

/**
 * Apollo's cache (automatic persisted queries) in Redis, so that every gateway replica knows a
 * query hash registered on any other. Without REDIS_URL each replica keeps its own in memory.
 */
export function redisCache(url: string): { cache: KeyValueCache; close: () => Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: 'folio:gateway:' });
  redis.on('error', (error: Error) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'redis unavailable', error: error.message })),
  );
  const cache: KeyValueCache = {
    async get(key) {
      return (await redis.get(key)) ?? undefined;
    },
    async set(key, value, options) {
      const ttl = options?.ttl;
      if (ttl) await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttl)));
      else await redis.set(key, value);
    },
    async delete(key) {
      await redis.del(key);
    },
  };
  return {
    cache,
    async close() {
      await redis.quit();
    },
  };
}
