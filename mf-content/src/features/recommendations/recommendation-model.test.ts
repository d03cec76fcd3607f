import { toRecommendationGroups } from './recommendation-model';

describe('toRecommendationGroups', () => {
  it('gives no groups for a malformed answer', () => {
    for (const answer of [
      null,
      'x',
      {},
      { groups: 'x' },
      { groups: [null, { items: 'x' }, { title: 'Leeg', items: [] }] },
    ]) {
      expect(toRecommendationGroups(answer)).toEqual([]);
    }
  });

  it('drops items without a plain slug or title, and repeated slugs', () => {
    const groups = toRecommendationGroups({
      groups: [
        {
          title: 'Boeken',
          items: [
            { slug: 'goed', title: 'Goed' },
            { slug: 'Niet Goed', title: 'Spatie' },
            { slug: 'x"><script>', title: 'Aanval' },
            { slug: 'zonder-titel' },
            { slug: 'goed', title: 'Dubbel' },
          ],
        },
      ],
    });
    expect(groups).toEqual([
      {
        key: 'group-0',
        title: 'Boeken',
        subtitle: '',
        items: [
          {
            slug: 'goed',
            title: 'Goed',
            label: '',
            html: '',
            image: null,
            videoSrc: '',
            primaryLink: null,
            secondaryLink: null,
          },
        ],
      },
    ]);
  });

  it('builds a safe video address and drops unsafe links', () => {
    const [group] = toRecommendationGroups({
      groups: [
        {
          items: [
            {
              slug: 'film',
              title: 'Film',
              video: { kind: 'vimeo', id: '12345' },
              primaryLink: { title: 'Kijk', url: 'javascript:alert(1)' },
              secondaryLink: { title: 'Meer', url: '/tips' },
            },
            { slug: 'film-2', title: 'Film 2', video: { kind: 'youtube', id: '../../evil' } },
          ],
        },
      ],
    });
    expect(group?.items[0]).toMatchObject({
      videoSrc: 'https://player.vimeo.com/video/12345?dnt=1',
      primaryLink: null,
      secondaryLink: { title: 'Meer', url: '/tips', external: false },
    });
    expect(group?.items[1]?.videoSrc).toBe('');
  });
});
