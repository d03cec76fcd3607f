import type { DrupalNode } from '@alz/shared/wire/drupal';
import { testKinds, type TestKind } from '../lib/test-kind';

/** A test node as the api serves it, with numbered questions. */
export function testNode(kind: TestKind, fields: Partial<DrupalNode> = {}): DrupalNode {
  const { path, questions } = testKinds[kind];
  return {
    nid: kind === 'forMyself' ? 40 : 41,
    type: 'content_page',
    title: kind === 'forMyself' ? 'Geheugentest voor uzelf' : 'Geheugentest voor een ander',
    status: true,
    path: { alias: path },
    field_introduction_wysiwyg: { value: '<p>Beantwoord de vragen rustig.</p>' },
    field_question_list_title: kind === 'forMyself' ? 'Vragen over uw geheugen' : 'Vragen over de ander',
    field_questions: Array.from({ length: questions }, (_, index) => `Testvraag ${index + 1}?`),
    field_answer_options: ['Nooit', 'Zelden', 'Soms', 'Vaak', 'Heel vaak'],
    field_age_position: kind === 'forMyself' ? 5 : 4,
    field_age_question: kind === 'forMyself' ? 'Hoe oud bent u?' : 'Hoe oud is de ander?',
    ...fields,
  };
}

export const nodeUrl = (kind: TestKind) => `/api/drupal${testKinds[kind].path}`;
