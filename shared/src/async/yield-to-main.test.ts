import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("goes on in a new task: after the timers already waiting, not in this task's microtasks", async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('waiting timer'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    jest.runAllTimers();
    await yielded;
    expect(order).toEqual(['waiting timer', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
