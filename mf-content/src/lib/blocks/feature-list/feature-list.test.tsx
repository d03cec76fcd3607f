import { screen, within } from '@testing-library/react';
import { MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toFeatures } from './feature-list-model';

const ICON_NAMES = [
  'car',
  'cloudy',
  'cognitive',
  'finance',
  'hearing',
  'heart',
  'help-desk',
  'hospital',
  'hotel',
  'pills',
  'restaurant',
  'scales-tipped',
  'sprout',
  'stethoscope',
  'theater',
];

describe('features', () => {
  it('shows each feature with a decorative icon, its heading and text', () => {
    const { container } = renderParagraphs({
      type: 'paragraph--features',
      field_title: 'Wat wij bieden',
      field_items: [
        { field_icon: 'help-desk', field_title: 'Luisterlijn', field_text: 'Dag en nacht iemand om mee te praten.' },
        { field_icon: 'onbekend', field_title: 'Zonder icoon' },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Wat wij bieden' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Luisterlijn' })).toBeInTheDocument();
    expect(within(first!).getByText('Dag en nacht iemand om mee te praten.')).toBeInTheDocument();
    expect(first!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(second!.querySelector('svg')).toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('knows every category icon of spec 2 and nothing else', () => {
    const model = toFeatures({
      field_items: [...ICON_NAMES, 'toString', 'constructor', 7].map((icon) => ({
        field_icon: icon,
        field_title: 'T',
      })),
    });
    expect(model?.items.map((item) => item.icon)).toEqual([...ICON_NAMES, null, null, null]);
  });

  it('is not shown without items that have a title', () => {
    for (const field_items of MALFORMED) expect(toFeatures({ field_items })).toBeNull();
  });
});
