import rateLimit from '@fastify/rate-limit';

// The maximum comes from the environment (RATE_LIMIT_MAX): generous by default, because one
// page view makes a handful of calls.
export const autoConfig = {
  timeWindow: '1 minute',
};

export default rateLimit;
