/** One news item as the api's news calls answer it (spec 1 §7), for tests. */
export const newsAnswerItem = {
  Id: 7,
  Title: 'Nieuw Alzheimer Café',
  Introduction: 'Iedereen is welkom.',
  PublicationDate: '2026-03-05T09:00:00.000Z',
  HeaderImage: { url: '/img/cafe.svg', alt: 'Café', crops: [{ url: '/img/cafe-380.svg', width: 380 }] },
  Data: { Path: '/nieuws/nieuw-alzheimer-cafe' },
  Category: { Id: 5, Label: 'Regionaal' },
  Region: { Id: 109, Title: 'Regio Utrecht', Path: '/regios/utrecht' },
  HideFromHomepage: false,
};
