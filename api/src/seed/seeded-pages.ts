// Pages the seed always has, with the remote that renders each and its h1: what the end-to-end
// tests and the bench open (through @alz/api/testing).
export const seededPages = [
  { remote: 'mf-content', kind: 'home', path: '/', heading: 'Samen sterk bij dementie' },
  { remote: 'mf-content', kind: 'content page', path: '/dementie/wat-is-dementie', heading: 'Wat is dementie?' },
  { remote: 'mf-regions', kind: 'region page', path: '/regios/utrecht', heading: 'Regio Utrecht' },
  {
    remote: 'mf-vacancies',
    kind: 'vacancy page',
    path: '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
    heading: 'Gastvrouw of gastheer Alzheimer Café',
  },
  { remote: 'mf-memorytest', kind: 'memory test', path: '/geheugentest/zelf', heading: 'Geheugentest voor uzelf' },
  { remote: 'mf-search', kind: 'search results', path: '/zoeken?pijler=alle&zoekterm=dementie', heading: 'Zoeken' },
  { remote: 'shell', kind: 'not-found page', path: '/bestaat-echt-niet', heading: 'Pagina niet gevonden' },
] as const;
