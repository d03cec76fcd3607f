import { screen } from '@testing-library/react';
import { clearRemoteModuleCache } from '@alz/shared/ui/remote-module';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { stubFetch } from '@test/fetch-stub';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';

const cta = {
  type: 'paragraph--call_to_action_memory_test',
  field_title: 'Twijfelt u?',
  field_text: { value: '<p>Doe de test.</p>' },
};
const banner = {
  type: 'paragraph--homepage_banner',
  field_items: ['Dementie', 'Mantelzorg', 'Doneren'].map((title) => ({
    field_title: title,
    field_link: { title, uri: '/x' },
  })),
};

describe('memory-test call to action and banner item (mf-memorytest)', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearRemoteModuleCache();
    stubFetch({ '/remotes.json': { body: { mf_memorytest: 'http://localhost/memorytest/remoteEntry.js' } } });
  });

  it('lets mf-memorytest render both, with the block text and the banner heading level', async () => {
    const seen: unknown[] = [];
    __setRemoteModule('mf_memorytest/MemoryTestCta', {
      default: (props: Record<string, unknown>) => {
        seen.push(props);
        return <p>Van de geheugentest: {String(props.variant)}</p>;
      },
    });
    renderWithProviders(<BlockList blocks={toBlocks([cta, banner])} />);
    expect(await screen.findByText('Van de geheugentest: block')).toBeInTheDocument();
    expect(await screen.findByText('Van de geheugentest: banner')).toBeInTheDocument();
    expect(seen).toContainEqual({ variant: 'block', title: 'Twijfelt u?', html: '<p>Doe de test.</p>' });
    expect(seen).toContainEqual({ variant: 'banner', headingLevel: 2 });
  });

  it('keeps the way to the test when mf-memorytest cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<BlockList blocks={toBlocks([cta])} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Twijfelt u?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute('href', '/geheugentest/zelf');
  });
});
