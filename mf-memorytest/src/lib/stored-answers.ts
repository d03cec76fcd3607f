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
const otherKind = (kind: TestKind): TestKind => (kind === 'forMyself' ? 'forOthers' : 'forMyself');

/** The age of one kind's test: "zelf" asks the visitor's age, "ander" the other person's. */
export const ageKey = (kind: TestKind) => `${AGE_KEY}-${kind}`;

// Where storage is switched off or full, the answers live here for as long as the page does, so
// a visitor still gets a result (the result page reads through this module too).
const memory = new Map<string, string>();
let storageFailed = false;

export const isAgeOption = (value: unknown): value is AgeOption =>
  typeof value === 'string' && (AGE_OPTIONS as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the test then works until the page is closed.
    return null;
  }
}

function read(key: string): string | null {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(key) ?? null;
  } catch {
    storageFailed = true;
  }
  return storageFailed || !storage() ? (memory.get(key) ?? stored) : stored;
}

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    const target = storage();
    if (!target) storageFailed = true;
    target?.setItem(key, value);
  } catch {
    // A full or blocked storage: the copy in memory carries the test on.
    storageFailed = true;
  }
}

function remove(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}

function readRecord(kind: TestKind): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(read(storageKey(kind)) ?? '{}');
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
  write(storageKey(kind), JSON.stringify(record));
}

/**
 * The age chosen in this kind's test. `ageOption` (spec 1 §4) holds the age last chosen; each
 * kind also keeps its own, so the other test never starts with someone else's age filled in.
 */
export function loadAge(kind: TestKind): AgeOption | null {
  const own = read(ageKey(kind));
  if (isAgeOption(own)) return own;
  // Only the spec's one key (answers kept by an earlier version of the site): it is this test's
  // age, unless the other test has an age of its own, which `ageOption` then repeats.
  const shared = read(AGE_KEY);
  return isAgeOption(shared) && read(ageKey(otherKind(kind))) === null ? shared : null;
}

export function saveAge(kind: TestKind, age: AgeOption): void {
  write(ageKey(kind), age);
  write(AGE_KEY, age);
}

/** "Opnieuw beginnen": this kind's answers and age go; the other test stays as it was. */
export function clearTest(kind: TestKind): void {
  remove(storageKey(kind));
  remove(ageKey(kind));
  const otherAge = read(ageKey(otherKind(kind)));
  if (isAgeOption(otherAge)) write(AGE_KEY, otherAge);
  else remove(AGE_KEY);
}
