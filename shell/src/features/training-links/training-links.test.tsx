import { fireEvent, render, screen } from '@testing-library/react';
import { useTrainingLinks, withStartingPage } from './training-links';

describe('withStartingPage', () => {
  const here = 'https://www.example.nl/mantelzorg?tab=2';

  it('adds the page the visitor came from to links under /trainingen/', () => {
    expect(withStartingPage('/trainingen/omgaan-met-gedrag', here)).toBe(
      `https://www.example.nl/trainingen/omgaan-met-gedrag?startingPageUrl=${encodeURIComponent(here)}`,
    );
  });

  it('leaves other paths, other sites and broken addresses alone', () => {
    expect(withStartingPage('/training-houd-je-brein-gezond', here)).toBeNull();
    expect(withStartingPage('https://elders.example.org/trainingen/x', here)).toBeNull();
    expect(withStartingPage('http://[', here)).toBeNull();
  });
});

function Page() {
  useTrainingLinks();
  return (
    <>
      <a href="/trainingen/basis">Start de training</a>
      <a href="/dementie">Over dementie</a>
    </>
  );
}

describe('useTrainingLinks', () => {
  it('writes the starting page into a training link when it is used, and no other link', () => {
    render(<Page />);
    const training = screen.getByRole('link', { name: 'Start de training' });
    fireEvent.pointerDown(training);
    expect(training).toHaveAttribute(
      'href',
      `http://localhost/trainingen/basis?startingPageUrl=${encodeURIComponent(window.location.href)}`,
    );
    const other = screen.getByRole('link', { name: 'Over dementie' });
    fireEvent.pointerDown(other);
    expect(other).toHaveAttribute('href', '/dementie');
  });
});
