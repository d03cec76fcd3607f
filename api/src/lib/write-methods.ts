import type { RouteOptions } from 'fastify';

// The methods that change something: every route with one gets the anti-forgery check and the
// strict write limits, so a new form cannot be added without them.
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWrite(method: RouteOptions['method']): boolean {
  return (Array.isArray(method) ? method : [method]).some((one) => WRITE_METHODS.has(String(one).toUpperCase()));
}
