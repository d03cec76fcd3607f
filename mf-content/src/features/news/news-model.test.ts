import { newsAnswerItem } from '../../lib/news/news-fixtures';
import { toNewsPage } from './news-model';

const good = newsAnswerItem;

describe('toNewsPage', () => {
  it('turns the answer into cards', () => {
    expect(toNewsPage({ Items: [good], TotalItems: 31 })).toEqual({
      total: 31,
      items: [
        {
          id: '7',
          title: 'Nieuw Alzheimer Café',
          url: '/nieuws/nieuw-alzheimer-cafe',
          publicationDate: '2026-03-05T09:00:00.000Z',
          introduction: 'Iedereen is welkom.',
          image: {
            url: '/img/cafe.svg',
            alt: 'Café',
            title: '',
            width: null,
            height: null,
            crops: [{ url: '/img/cafe-380.svg', width: 380 }],
          },
          category: 'Regionaal',
          region: 'Regio Utrecht',
        },
      ],
    });
  });

  it('survives a missing or malformed answer', () => {
    for (const answer of [null, undefined, 'tekst', 42, [], {}, { Items: 'geen lijst' }]) {
      expect(toNewsPage(answer)).toEqual({ total: 0, items: [] });
    }
  });

  it('leaves out items without a title or a safe link, and reads missing fields as empty', () => {
    const page = toNewsPage({
      Items: [
        null,
        'bericht',
        { ...good, Title: '' },
        { ...good, Data: { Path: 'javascript:alert(1)' } },
        { ...good, Data: null },
        { Title: 'Alleen een titel', Data: { Path: '/nieuws/kaal' }, PublicationDate: 'gisteren', HeaderImage: 'x' },
      ],
      TotalItems: 'veel',
    });
    expect(page).toEqual({
      total: 1,
      items: [
        {
          id: '/nieuws/kaal#5',
          title: 'Alleen een titel',
          url: '/nieuws/kaal',
          publicationDate: null,
          introduction: '',
          image: null,
          category: '',
          region: '',
        },
      ],
    });
  });

  it('does not believe a total below the number of items', () => {
    expect(toNewsPage({ Items: [good, { ...good, Id: 8 }], TotalItems: 1 }).total).toBe(2);
  });
});
