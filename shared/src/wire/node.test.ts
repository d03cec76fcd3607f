import type { DrupalNode } from './drupal';
import { nodeChrome, nodeIntro, nodeMeta, nodeRegion, nodeRegionId } from './node';

const node = (fields: Record<string, unknown>): DrupalNode =>
  ({
    nid: 1,
    type: 'content_page',
    title: 'Hulp bij dementie',
    status: true,
    path: { alias: '/hulp' },
    ...fields,
  }) as DrupalNode;

describe('node readers', () => {
  it('reads the intro as HTML, and nothing from junk', () => {
    expect(nodeIntro(node({ field_introduction_wysiwyg: { value: '<p>Welkom</p>' } }))).toBe('<p>Welkom</p>');
    for (const junk of [undefined, null, 7, { value: 3 }, []]) {
      expect(nodeIntro(node({ field_introduction_wysiwyg: junk }))).toBe('');
    }
  });

  it('uses the meta title when there is one, else the node title', () => {
    expect(nodeMeta(node({ field_meta_tags: { title: 'Hulp', description: 'Waar u hulp vindt' } }))).toEqual({
      title: 'Hulp',
      description: 'Waar u hulp vindt',
      noIndex: false,
    });
    expect(nodeMeta(node({ field_meta_tags: { title: '  ', description: '' } }))).toEqual({
      title: 'Hulp bij dementie',
      description: undefined,
      noIndex: false,
    });
    expect(nodeMeta(node({ field_meta_tags: 'kapot' }))).toEqual({
      title: 'Hulp bij dementie',
      description: undefined,
      noIndex: false,
    });
  });

  it('reads a noindex among the robots directives, in any case, and nothing from junk', () => {
    const robots = (value: unknown) => nodeMeta(node({ field_meta_tags: { robots: value } })).noIndex;
    expect(robots('noindex, follow')).toBe(true);
    expect(robots(' NOINDEX ')).toBe(true);
    expect(robots('follow,noindex')).toBe(true);
    for (const other of ['index, follow', 'nofollow', 'noindexing', '', undefined, null, 7, ['noindex']]) {
      expect(robots(other)).toBe(false);
    }
  });

  it('reads a region id only when it is a positive whole number', () => {
    expect(nodeRegionId(node({ field_regio: { id: 12 } }))).toBe(12);
    expect(nodeRegionId(node({ field_regio: { id: '12' } }))).toBe(12);
    for (const junk of [undefined, null, { id: 0 }, { id: -3 }, { id: 1.5 }, { id: 'x' }, 12]) {
      expect(nodeRegionId(node({ field_regio: junk }))).toBeUndefined();
    }
  });

  it('hides footer and pre-footer only when the editor said so', () => {
    expect(nodeChrome(node({ field_hide_footer: true, field_disable_prefooter: 'true' }))).toEqual({
      hideFooter: true,
      hidePrefooter: false,
      ownNewsletter: false,
    });
  });

  it('knows a region with its own newsletter form, and nothing else has one', () => {
    const chrome = (fields: Record<string, unknown>) => nodeChrome(node(fields)).ownNewsletter;
    expect(chrome({ type: 'regio', field_newsletter: true })).toBe(true);
    expect(chrome({ type: 'regio', field_newsletter: '1' })).toBe(true);
    expect(chrome({ type: 'regio', field_newsletter: false })).toBe(false);
    expect(chrome({ type: 'regio' })).toBe(false);
    expect(chrome({ type: 'page', field_newsletter: true })).toBe(false);
  });
});

describe('nodeRegion', () => {
  it('gives the region with a site path, and nothing for another site or junk', () => {
    expect(nodeRegion(node({ field_regio: { id: 4, title: 'Utrecht', path: '/regios/utrecht' } }))).toEqual({
      id: 4,
      title: 'Utrecht',
      path: '/regios/utrecht',
    });
    for (const junk of [undefined, 'x', { path: '//elders.example' }, { path: 'https://elders.example' }, { id: 4 }]) {
      expect(nodeRegion(node({ field_regio: junk }))).toBeNull();
    }
  });
});
