import { AGE_KEY, clearTest, loadAge, loadAnswers, saveAge, saveAnswers, storageKey } from './stored-answers';

beforeEach(() => sessionStorage.clear());

describe('stored answers (spec 1 §4)', () => {
  it('keeps the answers per kind under memoryTest-{kind} with qs-{kind}-{n} keys, and the age apart', () => {
    saveAnswers(
      'forMyself',
      new Map([
        [1, 0],
        [2, 4],
      ]),
    );
    saveAge('forMyself', '64-to-74');
    expect(JSON.parse(sessionStorage.getItem('memoryTest-forMyself')!)).toEqual({
      'qs-forMyself-1': 0,
      'qs-forMyself-2': 4,
    });
    expect(sessionStorage.getItem(AGE_KEY)).toBe('64-to-74');
    expect(loadAnswers('forOthers').size).toBe(0);
  });

  it('reads back what was stored after a reload', () => {
    sessionStorage.setItem(
      storageKey('forOthers'),
      JSON.stringify({ 'qs-forOthers-1': 2, 'qs-forOthers-2': 3, 'qs-forOthers-3': 0 }),
    );
    expect([...loadAnswers('forOthers')]).toEqual([
      [1, 2],
      [2, 3],
      [3, 0],
    ]);
  });

  it('ignores junk in storage: broken JSON, wrong keys, options out of range, unknown ages', () => {
    sessionStorage.setItem(storageKey('forMyself'), '{kapot');
    expect(loadAnswers('forMyself').size).toBe(0);
    sessionStorage.setItem(
      storageKey('forMyself'),
      JSON.stringify({
        'qs-forMyself-1': 5,
        'qs-forMyself-2': -1,
        'qs-forMyself-3': '2',
        'qs-forOthers-4': 1,
        'qs-forMyself-26': 1,
        'qs-forMyself-5': 1.5,
        'qs-forMyself-6': 3,
      }),
    );
    expect([...loadAnswers('forMyself')]).toEqual([[6, 3]]);
    sessionStorage.setItem(storageKey('forMyself'), '[1,2]');
    expect(loadAnswers('forMyself').size).toBe(0);
    sessionStorage.setItem(AGE_KEY, '80');
    expect(loadAge('forMyself')).toBeNull();
  });

  it("keeps each test's age apart, so the other test never starts with it filled in", () => {
    saveAnswers('forMyself', new Map([[1, 1]]));
    saveAge('forMyself', '75');
    expect(sessionStorage.getItem(AGE_KEY)).toBe('75');
    expect(loadAge('forMyself')).toBe('75');
    expect(loadAge('forOthers')).toBeNull();
    saveAge('forOthers', '64');
    expect(loadAge('forMyself')).toBe('75');
    expect(sessionStorage.getItem(AGE_KEY)).toBe('64');
  });

  it("reads the spec's one age key when no test has an age of its own (an earlier visit)", () => {
    sessionStorage.setItem(AGE_KEY, '64-to-74');
    expect(loadAge('forOthers')).toBe('64-to-74');
  });

  it('starts one test again without touching the other', () => {
    saveAnswers('forMyself', new Map([[1, 1]]));
    saveAnswers('forOthers', new Map([[1, 1]]));
    saveAge('forMyself', '75');
    saveAge('forOthers', 'not-say');
    clearTest('forOthers');
    expect(loadAnswers('forOthers').size).toBe(0);
    expect(loadAge('forOthers')).toBeNull();
    expect(loadAnswers('forMyself').size).toBe(1);
    expect(loadAge('forMyself')).toBe('75');
    expect(sessionStorage.getItem(AGE_KEY)).toBe('75');
    clearTest('forMyself');
    expect(sessionStorage.getItem(AGE_KEY)).toBeNull();
  });

  it('carries the test on in memory when storage refuses to keep anything', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    saveAnswers('forMyself', new Map([[1, 3]]));
    saveAge('forMyself', '64');
    expect(sessionStorage.getItem('memoryTest-forMyself')).toBeNull();
    expect([...loadAnswers('forMyself')]).toEqual([[1, 3]]);
    expect(loadAge('forMyself')).toBe('64');
    setItem.mockRestore();
    clearTest('forMyself');
  });
});
