import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AGE_GROUPS, SCORE_GROUPS } from '../src/schemas/memory-test';
import type { DrupalNode } from '../src/types/wire';
import { BACKENDS, getJson, useApp } from './helper';

interface Text {
  ScoreGroup: string;
  AgeGroup: string;
  Body: string;
}

interface ErrorAnswer {
  statusCode: number;
  error: string;
  message: string;
}

const sortKey = (kind: keyof typeof SCORE_GROUPS, text: Text) => [
  (SCORE_GROUPS[kind] as readonly string[]).indexOf(text.ScoreGroup),
  (AGE_GROUPS as readonly string[]).indexOf(text.AgeGroup),
];

for (const backend of BACKENDS) {
  describe(`memory test (${backend})`, () => {
    const context = useApp(backend);
    const texts = (query: string) => getJson<Text[]>(context.app, `/api/v1/memory-test/texts${query}`);

    for (const kind of ['forMyself', 'forOthers'] as const) {
      it(`answers the result texts of ${kind} in band and age order, a text for every age in each band`, async () => {
        const { status, body } = await texts(`?kind=${kind}`);
        assert.equal(status, 200);
        assert.ok(body.length > 0);
        for (const text of body) {
          assert.deepEqual(Object.keys(text).sort(), ['AgeGroup', 'Body', 'ScoreGroup']);
          assert.match(text.Body, /^(<p>[^<]+<\/p>){1,3}$/, 'one to three paragraphs');
        }
        const keys = body.map((text) => sortKey(kind, text));
        assert.ok(
          keys.every(([score, age]) => score! >= 0 && age! >= 0),
          'only bands and ages of this kind',
        );
        const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
        assert.deepEqual(keys, sorted);
        assert.deepEqual(
          [...new Set(body.filter((text) => text.AgeGroup === 'all').map((text) => text.ScoreGroup))],
          SCORE_GROUPS[kind],
        );
      });
    }

    it('sends someone with a higher score to the huisarts with the printed result', async () => {
      const higher = { forMyself: ['21-43', '44-54', '55+'], forOthers: ['57+'] };
      for (const [kind, groups] of Object.entries(higher)) {
        const { body } = await texts(`?kind=${kind}`);
        for (const group of groups) {
          const all = body
            .filter((text) => text.ScoreGroup === group && text.AgeGroup === 'all')
            .map((text) => text.Body)
            .join('');
          assert.match(all, /huisarts/, `${kind} ${group}`);
          assert.match(all, /[Pp]rint/, `${kind} ${group}`);
        }
      }
    });

    it('answers a missing, unknown or repeated kind with a 400 JSON error naming the values', async () => {
      for (const query of ['', '?kind=', '?kind=forMe', '?kind=FORMYSELF', '?kind=forMyself&kind=forOthers']) {
        const { status, headers, body } = await getJson<ErrorAnswer>(context.app, `/api/v1/memory-test/texts${query}`);
        assert.equal(status, 400, query);
        assert.match(String(headers['content-type']), /^application\/json/);
        assert.deepEqual(body, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'querystring/kind must be one of: forMyself, forOthers',
        });
      }
    });

    it('keeps a band of one kind out of the other kind', async () => {
      const insert = (kind: string, group: string) =>
        context.db.query(
          `INSERT INTO memory_test_texts (test_kind, score_group, age_group, position, body)
           VALUES ($1, $2, 'all', 99, '<p>x</p>')`,
          [kind, group],
        );
      await assert.rejects(insert('forMyself', '57+'), /check constraint/);
      await assert.rejects(insert('forOthers', '0-9'), /check constraint/);
    });

    it('serves both tests with their questions, answer options and age question', async () => {
      const expected = { zelf: { questions: 25, agePosition: 5 }, ander: { questions: 16, agePosition: 4 } };
      for (const [slug, { questions, agePosition }] of Object.entries(expected)) {
        const { status, body } = await getJson<DrupalNode>(context.app, `/api/drupal/geheugentest/${slug}`);
        assert.equal(status, 200);
        const list = body.field_questions as string[];
        assert.equal(list.length, questions, slug);
        assert.ok(list.every((question) => typeof question === 'string' && question.endsWith('?')));
        assert.equal(new Set(list).size, list.length, 'no question twice');
        assert.equal((body.field_answer_options as string[]).length, 5);
        assert.equal(body.field_age_position, agePosition);
        assert.ok(agePosition >= 1 && agePosition < questions);
        assert.match(String(body.field_age_question), /^Hoe oud .+\?$/);
        assert.equal(typeof body.field_question_list_title, 'string');
        // The site says how many questions there are; the intro does not repeat it.
        assert.doesNotMatch(String((body.field_introduction_wysiwyg as { value: string }).value), /\d+ vragen/);
      }
    });

    it('serves the result page with a subtitle and a brochure page per kind', async () => {
      const { status, body } = await getJson<DrupalNode>(context.app, '/api/drupal/geheugentest/uitslag');
      assert.equal(status, 200);
      assert.equal(body.type, 'memory_test_result_page');
      assert.equal(body.title, 'Uw uitslag');
      assert.equal(body.field_subtitle_for_myself, 'Geheugentest voor uzelf');
      assert.equal(body.field_subtitle_for_others, 'Geheugentest voor een ander');
      for (const field of ['field_brochure_for_myself', 'field_brochure_for_others']) {
        const brochure = body[field as keyof DrupalNode] as { title: string; uri: string };
        assert.ok(brochure.title, field);
        // The site adds ?score=<n>; the page answers whatever the query.
        const page = await getJson<DrupalNode>(context.app, `/api/drupal${brochure.uri}?score=42`);
        assert.equal(page.status, 200, brochure.uri);
        assert.equal(page.body.title, brochure.title);
      }
    });
  });
}
