import type { DrupalNode } from '@alz/shared/wire/drupal';
import { nodeIntro } from '@alz/shared/wire/node';
import { int, list, text, trimmedText } from '@alz/shared/wire/read';
import { ANSWER_OPTIONS, testKinds, type TestKind } from './test-kind';

/** What the test node gives the test (spec 1 §2.11, §3): its texts, questions and answers. */
export interface TestContent {
  kind: TestKind;
  nodeId: number;
  nodeType: string;
  title: string;
  intro: string;
  questionListTitle: string;
  /** Question texts; question n is `questions[n - 1]`. */
  questions: string[];
  /** The five answer labels, the first scoring lowest. */
  answerOptions: string[];
  /** The age question comes after this many questions. */
  agePosition: number;
  ageQuestion: string;
}

/**
 * Wire: the test's content node with field_question_list_title, field_questions (strings),
 * field_answer_options (five strings), field_age_position and field_age_question. Null when the
 * node cannot make a fair test: a wrong number of questions or answers would give a wrong score.
 */
export function toTestContent(node: DrupalNode, kind: TestKind): TestContent | null {
  const questions = list(node.field_questions).map((question) => trimmedText(question));
  const answerOptions = list(node.field_answer_options).map((option) => trimmedText(option));
  const agePosition = int(node.field_age_position, -1);
  const total = testKinds[kind].questions;
  if (questions.length !== total || questions.some((question) => question === '')) return null;
  if (answerOptions.length !== ANSWER_OPTIONS || answerOptions.some((option) => option === '')) return null;
  if (agePosition < 1 || agePosition >= total) return null;
  return {
    kind,
    nodeId: node.nid,
    nodeType: node.type,
    title: text(node.title),
    intro: nodeIntro(node),
    questionListTitle: trimmedText(node.field_question_list_title),
    questions,
    answerOptions,
    agePosition,
    ageQuestion: trimmedText(node.field_age_question),
  };
}
