import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call only, and keeps the value for everyone', async () => {
    const loader = jest.fn(() => Promise.resolve('code'));
    const code = loadOnce(loader);
    expect(loader).not.toHaveBeenCalled();
    expect(code.value).toBeUndefined();
    await expect(Promise.all([code.load(), code.load()])).resolves.toEqual(['code', 'code']);
    await expect(code.load()).resolves.toBe('code');
    expect(code.value).toBe('code');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const code = loadOnce<string>(loader);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.value).toBeUndefined();
    await expect(code.load()).resolves.toBe('code');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('starts over with another loader after a reset, and with its own after a plain one', async () => {
    const code = loadOnce(() => Promise.resolve('real'));
    await code.load();
    code.reset(() => Promise.resolve('held back'));
    expect(code.value).toBeUndefined();
    await expect(code.load()).resolves.toBe('held back');
    code.reset();
    await expect(code.load()).resolves.toBe('real');
  });
});
