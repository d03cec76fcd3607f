import { buildNode } from '../build-node';

// Nid 70: free, between the campaign pages (50-60) and the regions (100 up).
const helpMee = { nid: 15, title: 'Help mee', alias: '/help-mee' };

/** The location search page (spec 1 §2.2 "location search", rendered by mf-regions). */
export const locationSearchPage = () =>
  buildNode({
    nid: 70,
    type: 'location_search',
    title: 'Activiteiten en vrijwilligerswerk bij u in de buurt',
    alias: '/activiteiten-en-vrijwilligerswerk-in-de-buurt',
    parent: helpMee,
    age: 60,
    edited: 10,
    intro: [
      'Dicht bij huis is er vaak meer dan u denkt. Denk aan een Alzheimer Café, een wandelgroep of een muziekmiddag.',
      'Vul uw postcode of woonplaats in. U ziet dan uw regio, wat er bij u in de buurt te doen is en waar vrijwilligers welkom zijn.',
    ],
  });
