import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiGet } from './api-client';

export interface ApiError {
  kind: 'failed' | 'unauthorized';
  status: number;
}

/**
 * RTK Query base query on top of the api client, so every remote's endpoints get the response
 * handling of spec 2 §8 and components see `{ kind, status }` errors, never raw responses.
 */
export const asyncResultBaseQuery: BaseQueryFn<string, unknown, ApiError> = async (url, { signal }) => {
  const answer = await apiGet<unknown>(url, { signal });
  if (answer.kind === 'result') return { data: answer.value };
  return { error: { kind: answer.kind, status: answer.status } };
};
