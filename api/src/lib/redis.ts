import { Redis } from 'ioredis';

/**
 * The api's Redis client (REDIS_URL), connected (or given up on) when this resolves. No queue
 * for commands while it is not connected: while Redis is away a call is counted and checked by
 * this process alone at once instead of waiting for it (app.ts); it reconnects by itself.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 500, enableOfflineQueue: false });
  redis.on('error', onError);
  await redis.connect().catch(onError);
  return redis;
}

/** Closes the client: politely when Redis answers, at once when it does not. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
