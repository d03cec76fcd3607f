import { selectSlideIn, toSlideIns, type SlideInModel } from './slide-in-model';

const slideIn = (overrides: Partial<SlideInModel>): SlideInModel => ({
  id: '1',
  title: 'Hulp voor mantelzorgers',
  compactTitle: 'Hulp nodig?',
  text: '<p>Lang</p>',
  compactText: '<p>Kort</p>',
  status: true,
  weight: 0,
  pages: ['/mantelzorg', '/mantelzorg/*'],
  seconds: 60,
  formId: null,
  scriptId: null,
  image: null,
  button: null,
  ...overrides,
});

const neverClosed = () => null;
const NOW = 1_700_000_000_000;

describe('toSlideIns', () => {
  it('turns the wire fields into a view model', () => {
    const [model] = toSlideIns([
      {
        id: 4,
        title: 'Vol',
        field_compact_title: 'Kort',
        field_text: { value: '<p>Tekst</p>' },
        field_compact_text: { value: '<p>Kort</p>' },
        status: true,
        weight: -3,
        field_pages: '/a\n<front>',
        field_seconds: 604800,
        field_form_id: 'f1',
        field_script_id: 's1',
        field_image: { url: '/img.jpg', alt: 'Een hand', title: 'Hand' },
        field_button: { title: 'Lees verder', uri: 'internal:/hulp', external: false },
      },
    ]);
    expect(model).toEqual({
      id: '4',
      title: 'Vol',
      compactTitle: 'Kort',
      text: '<p>Tekst</p>',
      compactText: '<p>Kort</p>',
      status: true,
      weight: -3,
      pages: ['/a', '<front>'],
      seconds: 604800,
      formId: 'f1',
      scriptId: 's1',
      image: { url: '/img.jpg', alt: 'Een hand' },
      button: { title: 'Lees verder', url: '/hulp', external: false },
    });
  });

  it('tolerates missing fields and drops items without id or title', () => {
    const models = toSlideIns([{ id: 2, title: 'Alleen titel' }, { title: 'Geen id' }, { id: 3 }, null]);
    expect(models).toEqual([
      expect.objectContaining({
        id: '2',
        compactTitle: 'Alleen titel',
        text: '',
        compactText: '',
        status: false,
        weight: 0,
        pages: [],
        seconds: 0,
        formId: null,
        image: null,
        button: null,
      }),
    ]);
  });

  it('gives an empty list for an answer that is not a list', () => {
    expect(toSlideIns({ message: 'fout' })).toEqual([]);
  });
});

describe('selectSlideIn', () => {
  it('keeps only published slide-ins', () => {
    const list = [slideIn({ id: 'a', status: false }), slideIn({ id: 'b' })];
    expect(selectSlideIn(list, '/mantelzorg', neverClosed, NOW)?.id).toBe('b');
    expect(selectSlideIn([slideIn({ status: false })], '/mantelzorg', neverClosed, NOW)).toBeNull();
  });

  it('takes the lightest weight first', () => {
    const list = [slideIn({ id: 'zwaar', weight: 5 }), slideIn({ id: 'licht', weight: -1 })];
    expect(selectSlideIn(list, '/mantelzorg/tips', neverClosed, NOW)?.id).toBe('licht');
  });

  it('skips slide-ins whose patterns do not match the path', () => {
    const list = [slideIn({ id: 'thuis', weight: 0, pages: ['<front>'] }), slideIn({ id: 'zorg', weight: 1 })];
    expect(selectSlideIn(list, '/mantelzorg', neverClosed, NOW)?.id).toBe('zorg');
    expect(selectSlideIn(list, '/', neverClosed, NOW)?.id).toBe('thuis');
    expect(selectSlideIn(list, '/dementie', neverClosed, NOW)).toBeNull();
  });

  it('hides the slide-in while its hide period after closing runs', () => {
    const closedAt = () => NOW - 59_000;
    expect(selectSlideIn([slideIn({ seconds: 60 })], '/mantelzorg', closedAt, NOW)).toBeNull();
  });

  it('shows it again once the hide period is over', () => {
    const closedAt = () => NOW - 60_000;
    expect(selectSlideIn([slideIn({ seconds: 60 })], '/mantelzorg', closedAt, NOW)?.id).toBe('1');
  });

  it('does not fall through to the next slide-in while the first is hidden', () => {
    const list = [slideIn({ id: 'a' }), slideIn({ id: 'b', weight: 1 })];
    const closedAt = (id: string) => (id === 'a' ? NOW : null);
    expect(selectSlideIn(list, '/mantelzorg', closedAt, NOW)).toBeNull();
  });
});
