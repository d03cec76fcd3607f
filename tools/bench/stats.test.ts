import { medianBy } from './stats';

describe('medianBy', () => {
  const run = (performance: number) => ({ performance });

  it('takes the middle run by the key, whatever the order', () => {
    expect(medianBy([run(60), run(40), run(50)], (r) => r.performance)).toEqual(run(50));
  });

  it('takes the lower middle of an even count, a run that happened', () => {
    expect(medianBy([run(90), run(70), run(80), run(60)], (r) => r.performance)).toEqual(run(70));
  });

  it('handles one run and none', () => {
    expect(medianBy([run(42)], (r) => r.performance)).toEqual(run(42));
    expect(medianBy([], () => 0)).toBeUndefined();
  });
});
