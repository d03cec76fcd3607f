import { pushDataLayer } from './data-layer';

type WithDataLayer = Window & { dataLayer?: unknown };

describe('pushDataLayer', () => {
  afterEach(() => {
    delete (window as WithDataLayer).dataLayer;
    jest.restoreAllMocks();
  });

  const event = { event: 'print', category: 'Printen', action: 'button', label: '/dementie' };

  it('pushes to window.dataLayer when it exists', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    (window as WithDataLayer).dataLayer = [];
    pushDataLayer(event);
    expect((window as WithDataLayer).dataLayer).toEqual([event]);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs the push to the console when the data layer is missing (spec 2 §7)', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    pushDataLayer(event);
    expect(log).toHaveBeenCalledWith(expect.any(String), event);
  });
});
