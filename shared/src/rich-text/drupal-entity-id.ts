/** A reference such as `node:12`: entity type and numeric id (spec 2 §3). */
export interface DrupalEntityId {
  type: string;
  id: number;
}

/** Spec 2 §5/§8: exactly two colon-separated parts, the second numeric, else an error. */
export function parseDrupalEntityId(value: string): DrupalEntityId {
  const parts = String(value).split(':');
  const [type, id] = parts;
  if (parts.length !== 2 || !type || !id || !/^\d+$/.test(id)) {
    throw new Error(`${value} could not be parsed to a DrupalEntityId`);
  }
  return { type, id: Number(id) };
}
