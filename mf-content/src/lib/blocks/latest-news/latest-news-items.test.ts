import { newsAnswerItem } from '../../news/news-fixtures';
import { toLatestNews } from './latest-news-items';

const good = newsAnswerItem;

describe('toLatestNews', () => {
  it('keeps the fields the block needs', () => {
    const [item] = toLatestNews([{ ...good, IsRegional: true, HideFromHomepage: true }]);
    expect(item).toMatchObject({
      title: 'Nieuw Alzheimer Café',
      url: '/nieuws/nieuw-alzheimer-cafe',
      regional: true,
      hideFromHomepage: true,
      publicationDate: '2026-03-05T09:00:00.000Z',
    });
  });

  it('survives a malformed answer and malformed items', () => {
    expect(toLatestNews({ Items: [] })).toEqual([]);
    expect(toLatestNews([null, 3, { Title: 'Zonder link' }, { Data: { Path: '/nieuws/a' } }])).toEqual([]);
    expect(toLatestNews([{ Title: 'Kaal', Data: { Path: '/nieuws/kaal' }, HideFromHomepage: 'ja' }])).toEqual([
      {
        title: 'Kaal',
        url: '/nieuws/kaal',
        publicationDate: null,
        introduction: '',
        image: null,
        hideFromHomepage: false,
        regional: false,
      },
    ]);
  });
});
