import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { AGE_GROUPS, SCORE_GROUPS, type AgeGroup, type MemoryTestKind } from '../../schemas/memory-test';

declare module 'fastify' {
  interface FastifyInstance {
    memoryTestRepository: ReturnType<typeof create>;
  }
}

// A type, not an interface: the reply type inferred from the schema has an index signature,
// which only a type alias satisfies.
export type MemoryTestText = {
  ScoreGroup: string;
  AgeGroup: AgeGroup;
  Body: string;
};

// Bands and ages in their own order, not the text order ('10-20' before '0-9' in some
// collations, 'all' after the digits).
const SQL = `
  SELECT score_group, age_group, body FROM memory_test_texts
  WHERE test_kind = $1
  ORDER BY array_position($2::text[], score_group), array_position($3::text[], age_group), position, id`;

function create(db: Db) {
  return {
    /** Every result text of one kind of test (spec 1 §2.11). */
    async textsOf(kind: MemoryTestKind): Promise<MemoryTestText[]> {
      const { rows } = await db.query<{ score_group: string; age_group: AgeGroup; body: string }>(SQL, [
        kind,
        [...SCORE_GROUPS[kind]],
        [...AGE_GROUPS],
      ]);
      return rows.map((row) => ({ ScoreGroup: row.score_group, AgeGroup: row.age_group, Body: row.body }));
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('memoryTestRepository', create(app.db));
  },
  { name: 'memory-test-repository', dependencies: ['database'] },
);
