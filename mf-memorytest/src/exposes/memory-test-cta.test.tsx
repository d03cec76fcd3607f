import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import MemoryTestCta from './memory-test-cta';

describe('MemoryTestCta', () => {
  it('invites to both tests in the block, under the editor title and text', () => {
    renderWithProviders(
      <MemoryTestCta variant="block" title="Twijfelt u over uw geheugen?" html="<p>Neem even de tijd.</p>" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Twijfelt u over uw geheugen?' })).toBeInTheDocument();
    expect(screen.getByText('Neem even de tijd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute('href', '/geheugentest/zelf');
    expect(screen.getByRole('link', { name: 'Of doe de test voor iemand anders' })).toHaveAttribute(
      'href',
      '/geheugentest/ander',
    );
  });

  it('is a card with one link as the banner item, at the level it is given', () => {
    renderWithProviders(<MemoryTestCta variant="banner" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Doe de geheugentest' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/geheugentest/zelf');
  });
});
