import { screen } from '@testing-library/react';
import { clearRemoteModuleCache } from '@alz/shared/ui/remote-module';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { stubFetch } from '@test/fetch-stub';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toActivityBlock } from './activity-block-model';

const wire = {
  type: 'paragraph--activity_block',
  id: 3,
  field_title: 'Alzheimer Cafés',
  field_activity_type: { id: 2, label: 'Alzheimer Café' },
};

describe('activity_block', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearRemoteModuleCache();
    stubFetch({ '/remotes.json': { body: { mf_regions: 'http://localhost/regions/remoteEntry.js' } } });
  });

  it('lets mf-regions render the activities of the type', async () => {
    __setRemoteModule('mf_regions/ActivityBlock', {
      default: ({ title, activityType }: { title: string; activityType: string }) => (
        <section>
          <h2>{title}</h2>
          <p>Activiteiten van het type {activityType}</p>
        </section>
      ),
    });
    renderWithProviders(<BlockList blocks={toBlocks([wire])} />);
    expect(await screen.findByText('Activiteiten van het type Alzheimer Café')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alzheimer Cafés' })).toBeInTheDocument();
  });

  it('shows a calm message and a way on when mf-regions cannot provide the block', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<BlockList blocks={toBlocks([{ ...wire, field_title: '' }])} />);
    expect(
      await screen.findByText(/De activiteiten voor Alzheimer Café kunnen we hier nu niet laten zien/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alzheimer Café bij u in de buurt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Naar de regio's" })).toHaveAttribute('href', '/regios');
  });

  it('needs an activity type', () => {
    expect(toActivityBlock({ field_title: 'x' })).toBeNull();
    expect(toActivityBlock({ field_activity_type: { id: 1 } })).toBeNull();
    expect(toActivityBlock({ field_activity_type: ' Geheugentraining ' })).toEqual({
      title: '',
      activityType: 'Geheugentraining',
    });
  });
});
