import { addTranslations, i18n } from './i18n';

describe('i18n', () => {
  it('is ready in Dutch straight after import', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('nl');
  });

  it('has the common texts in the default namespace', () => {
    expect(i18n.t('RemoteError.Retry')).toBe('Probeer opnieuw');
    expect(i18n.t('SkipLink')).toBe('Naar de inhoud');
    expect(i18n.t('NotFound.Title')).toBe('Pagina niet gevonden');
  });

  it('does not escape interpolated values (React escapes them)', () => {
    addTranslations('EscapeTest', { Hello: 'Hallo {{name}}' });
    expect(i18n.t('Hello', { ns: 'EscapeTest', name: 'Jan & Piet' })).toBe('Hallo Jan & Piet');
  });

  it('adds a namespace', () => {
    addTranslations('Region', { Title: 'Regio', Nested: { Label: 'Kies een regio' } });
    expect(i18n.t('Title', { ns: 'Region' })).toBe('Regio');
    expect(i18n.t('Region:Nested.Label')).toBe('Kies een regio');
  });

  it('lets a brand override win, also when the base set is added afterwards', () => {
    addTranslations('Footer', { Title: 'Brand titel' }, { brand: true });
    addTranslations('Footer', { Title: 'Basis titel', Sub: 'Basis sub' });
    expect(i18n.t('Footer:Title')).toBe('Brand titel');
    expect(i18n.t('Footer:Sub')).toBe('Basis sub');

    addTranslations('Footer', { Sub: 'Brand sub' }, { brand: true });
    expect(i18n.t('Footer:Sub')).toBe('Brand sub');
    expect(i18n.t('Footer:Title')).toBe('Brand titel');
  });

  it('is idempotent', () => {
    addTranslations('Twice', { A: 'een', B: { C: 'twee' } });
    const first = structuredCloneSafe(i18n.getResourceBundle('nl', 'Twice'));
    addTranslations('Twice', { A: 'een', B: { C: 'twee' } });
    expect(i18n.getResourceBundle('nl', 'Twice')).toEqual(first);
  });
});

// jsdom in Jest lacks structuredClone; the bundles are plain JSON.
function structuredCloneSafe<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
