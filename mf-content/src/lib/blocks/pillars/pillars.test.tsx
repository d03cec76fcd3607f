import { screen } from '@testing-library/react';
import { MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toPillars } from './pillars-model';

const pillar = (title: string, uri: string) => ({
  field_title: title,
  field_text: { value: `<p>Over ${title.toLowerCase()}.</p>` },
  field_link: { title: `Meer over ${title.toLowerCase()}`, uri },
});

describe('pillars', () => {
  it('shows each pillar with heading, text and link', () => {
    renderParagraphs({
      type: 'paragraph--pillars',
      field_title: 'Waar wij voor staan',
      field_items: [
        pillar('Onderzoek', '/onderzoek'),
        pillar('Voorlichting', '/dementie'),
        pillar('Steun', '/mantelzorg'),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Waar wij voor staan' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Onderzoek',
      'Voorlichting',
      'Steun',
    ]);
    expect(screen.getByText('Over voorlichting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer over steun' })).toHaveAttribute('href', '/mantelzorg');
  });

  it('has four columns for four pillars, three otherwise, and at most four pillars', () => {
    const items = ['A', 'B', 'C', 'D', 'E'].map((t) => pillar(t, '/x'));
    expect(toPillars({ field_items: items.slice(0, 4) })?.columns).toBe(4);
    expect(toPillars({ field_items: items.slice(0, 2) })?.columns).toBe(3);
    expect(toPillars({ field_items: items })?.pillars).toHaveLength(4);
  });

  it('is not shown without pillars with a title', () => {
    for (const field_items of MALFORMED) expect(toPillars({ field_items })).toBeNull();
  });
});
