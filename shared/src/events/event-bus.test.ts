import { createEventBus, eventBus } from './event-bus';

describe('event bus', () => {
  it('delivers an emitted payload to every handler of that type only', () => {
    const bus = createEventBus();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    bus.on('remote:failed', first);
    bus.on('remote:failed', second);
    bus.on('consent:open', other);

    bus.emit('remote:failed', { remote: 'mfRegions', error: 'offline' });

    expect(first).toHaveBeenCalledWith({ remote: 'mfRegions', error: 'offline' });
    expect(second).toHaveBeenCalledWith({ remote: 'mfRegions', error: 'offline' });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after off or the returned unsubscribe', () => {
    const bus = createEventBus();
    const viaOff = jest.fn();
    const viaReturn = jest.fn();
    bus.on('consent:changed', viaOff);
    const unsubscribe = bus.on('consent:changed', viaReturn);

    bus.off('consent:changed', viaOff);
    unsubscribe();
    bus.emit('consent:changed', { marketing: true });

    expect(viaOff).not.toHaveBeenCalled();
    expect(viaReturn).not.toHaveBeenCalled();
  });

  it('keeps calling other handlers when one throws, and logs the error', () => {
    const bus = createEventBus();
    const error = new Error('broken listener');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    bus.on('consent:changed', () => {
      throw error;
    });
    bus.on('consent:changed', after);

    expect(() => bus.emit('consent:changed', { marketing: true })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ marketing: true });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('consent:changed'), error);
    consoleError.mockRestore();
  });

  it('does not skip a handler when an earlier one unsubscribes during emit', () => {
    const bus = createEventBus();
    const second = jest.fn();
    const stop = bus.on('remote:failed', () => stop());
    bus.on('remote:failed', second);

    bus.emit('remote:failed', { remote: 'mf_search', error: null });

    expect(second).toHaveBeenCalledTimes(1);
  });

  it('rejects payloads of the wrong shape at compile time', () => {
    const bus = createEventBus();
    // @ts-expect-error marketing must be a boolean
    bus.emit('consent:changed', { marketing: 'yes' });
    // @ts-expect-error unknown event type
    bus.on('nope', () => {});
    expect(true).toBe(true);
  });

  it('exports one shared instance', async () => {
    const again = await import('./event-bus');
    expect(again.eventBus).toBe(eventBus);
  });
});
