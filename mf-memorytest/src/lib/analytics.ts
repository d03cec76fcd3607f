import { pushDataLayer } from '@alz/shared/analytics/data-layer';
import { questionKey } from './stored-answers';
import type { TestKind } from './test-kind';

export type TestStep = 'start' | 'answer' | 'complete';

interface TestPage {
  kind: TestKind;
  nodeId: number;
  nodeType: string;
}

/**
 * The memory test's progress for the tag manager, with the fields of spec 2 §3's
 * analytics record. The visitor is anonymous and the test is no training: those stay null.
 * Only which question was answered is sent, never the answer.
 */
export function trackTest(step: TestStep, page: TestPage, question: number | null = null): void {
  pushDataLayer({
    event: `memory_test_${step}`,
    userId: null,
    pageKind: page.kind,
    nodeType: page.nodeType,
    nodeId: page.nodeId,
    trainingsId: null,
    questionId: question === null ? null : questionKey(page.kind, question),
  });
}
