import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toNeighbourhoodHelp } from './neighbourhood-help-model';

const address = () => screen.getByLabelText('Huidig adres').textContent;

describe('neighbourhood_help block', () => {
  it('shows title and text and searches the regions with the typed place', async () => {
    renderWithProviders(
      <BlockList
        blocks={toBlocks([
          {
            type: 'paragraph--neighbourhood_help',
            field_title: 'Steun dichtbij',
            field_text: { value: '<p>In elke regio helpen vrijwilligers.</p>' },
          },
        ])}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Steun dichtbij' })).toBeInTheDocument();
    expect(screen.getByText('In elke regio helpen vrijwilligers.')).toBeInTheDocument();
    const field = await screen.findByRole('searchbox', {
      name: 'Uw woonplaats of postcode',
      description: 'Bijvoorbeeld Utrecht of 3511 AB.',
    });
    await userEvent.type(field, 'Den Bosch');
    await userEvent.click(screen.getByRole('button', { name: 'Zoek uw regio' }));
    expect(address()).toBe('/regios?zoekterm=Den+Bosch');
  });

  it('tolerates missing and malformed fields', () => {
    expect(toNeighbourhoodHelp({ field_image: 'x', field_title: null })).toEqual({ title: '', html: '', image: null });
    renderWithProviders(<BlockList blocks={toBlocks([{ type: 'paragraph--neighbourhood_help' }])} />);
    expect(screen.getByRole('heading', { name: 'Hulp bij u in de buurt' })).toBeInTheDocument();
  });
});
