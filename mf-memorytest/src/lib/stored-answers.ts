import { ANSWER_OPTIONS, testKinds, type TestKind } from './test-kind';

// spec 1 §4: the answers stay in the browser's session storage, one key per kind
// (`memoryTest-{kind}`, holding `qs-{kind}-{n}` per question); the age under `ageOption`. Nothing
// leaves the visitor's device.

/** spec 2 §3: the age options, in the order they are offered. */
export const AGE_OPTIONS = ['64', '64-to-74', '75', 'not-say'] as const;
export type AgeOption = (typeof AGE_OPTIONS)[number];

export const storageKey = (kind: TestKind) => `memoryTest-${kind}`;
export const questionKey = (kind: TestKind, question: number) => `qs-${kind}-${question}`;
export const AGE_KEY = 'ageOption';

export const isAgeOption = (value: unknown): value is AgeOption =>
  typeof value === 'string' && (AGE_OPTIONS as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the test then works for this page view only.
    return null;
  }
}

function readRecord(kind: TestKind): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(kind)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The stored answers: question number (1-based) -> chosen option (0 to 4). Anything else in
 * storage (another kind's keys, an option out of range, a changed page) is ignored.
 */
export function loadAnswers(kind: TestKind): Map<number, number> {
  const record = readRecord(kind);
  const answers = new Map<number, number>();
  for (let question = 1; question <= testKinds[kind].questions; question += 1) {
    const option = record[questionKey(kind, question)];
    if (typeof option === 'number' && Number.isInteger(option) && option >= 0 && option < ANSWER_OPTIONS) {
      answers.set(question, option);
    }
  }
  return answers;
}

export function saveAnswers(kind: TestKind, answers: ReadonlyMap<number, number>): void {
  const record = Object.fromEntries([...answers].map(([question, option]) => [questionKey(kind, question), option]));
  try {
    storage()?.setItem(storageKey(kind), JSON.stringify(record));
  } catch {
    // A full or blocked storage loses nothing on the page itself.
  }
}

export function loadAge(): AgeOption | null {
  const value = storage()?.getItem(AGE_KEY) ?? null;
  return isAgeOption(value) ? value : null;
}

export function saveAge(age: AgeOption): void {
  try {
    storage()?.setItem(AGE_KEY, age);
  } catch {
    // As above.
  }
}

/** "Opnieuw beginnen": this kind's answers and the age go. */
export function clearTest(kind: TestKind): void {
  storage()?.removeItem(storageKey(kind));
  storage()?.removeItem(AGE_KEY);
}

/** spec 1 §4: the current question is the number answered plus one (past the last: complete). */
export const currentQuestion = (answers: ReadonlyMap<number, number>): number => answers.size + 1;
