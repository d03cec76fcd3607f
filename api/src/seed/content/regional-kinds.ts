import type { NodeRow } from '../../types/wire';
import { buildNode } from '../build-node';
import type { Region } from './regions';

// An example of each regional page kind the seed lacked (spec 1 §2.2), with
// fixed ids above the region content's range, so nothing seeded before them changes.

/** A regional news overview (content type regio_nieuws) of one region, at its own address. */
function regionalNewsOverview(region: Region): NodeRow {
  const name = region.title.replace(/^Regio /, '');
  return buildNode({
    nid: 7990,
    type: 'regio_nieuws',
    title: `Nieuws uit regio ${name}`,
    alias: `${region.alias}/nieuwsoverzicht`,
    parent: { nid: region.nid, title: region.title, alias: region.alias },
    intro: [`Wat er speelt in regio ${name}: activiteiten, nieuws van vrijwilligers en nieuws over dementie.`],
    age: 60,
    fields: { field_regio: { id: region.nid, title: region.title, path: region.alias } },
  });
}

/** The region overview (content type regio_overzicht): every regional branch on one page. */
function regionOverview(): NodeRow {
  return buildNode({
    nid: 7991,
    type: 'regio_overzicht',
    title: 'Alle regio’s',
    alias: '/regio-overzicht',
    intro: [
      'In het hele land werken vrijwilligers in een regio van Alzheimer Nederland. Zoek uw regio en zie wat er bij u in de buurt gebeurt.',
    ],
    age: 200,
  });
}

export function regionalKinds(regions: Region[]): NodeRow[] {
  const utrecht = regions.find((region) => region.slug === 'utrecht');
  if (!utrecht) throw new Error('Seed needs the Utrecht region');
  return [regionalNewsOverview(utrecht), regionOverview()];
}
