import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { DETAILS_ANIMATION_MS, useDetailsAnimation } from './use-details-animation';

function Questions() {
  const ref = useRef<HTMLDivElement>(null);
  useDetailsAnimation(ref);
  return (
    <div ref={ref}>
      <details>
        <summary>Eerste vraag</summary>
        <p>Eerste antwoord</p>
      </details>
      <details open>
        <summary>Tweede vraag</summary>
        <p>Tweede antwoord</p>
      </details>
    </div>
  );
}

const detailsOf = (summary: string) => screen.getByText(summary).closest('details')!;

interface FakeAnimation {
  onfinish: (() => void) | null;
  oncancel: (() => void) | null;
  finish: () => void;
}

function stubMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as never;
  const animations: FakeAnimation[] = [];
  const animate = jest.fn(() => {
    const animation: FakeAnimation = { onfinish: null, oncancel: null, finish: () => animation.onfinish?.() };
    animations.push(animation);
    return animation;
  });
  Object.assign(HTMLElement.prototype, { animate, getAnimations: () => [] });
  return { animate, animations };
}

describe('useDetailsAnimation', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    delete (HTMLElement.prototype as Partial<HTMLElement>).getAnimations;
  });

  it('opens every details for printing and closes the ones that were closed afterwards', () => {
    render(<Questions />);
    fireEvent(window, new Event('beforeprint'));
    expect(detailsOf('Eerste vraag')).toHaveAttribute('open');
    expect(detailsOf('Tweede vraag')).toHaveAttribute('open');
    fireEvent(window, new Event('afterprint'));
    expect(detailsOf('Eerste vraag')).not.toHaveAttribute('open');
    expect(detailsOf('Tweede vraag')).toHaveAttribute('open');
  });

  it('animates the height over 350 ms, closing only when the animation ends', () => {
    const { animate, animations } = stubMotion(false);
    render(<Questions />);
    fireEvent.click(screen.getByText('Eerste vraag'));
    expect(detailsOf('Eerste vraag')).toHaveAttribute('open');
    expect(animate).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({ duration: DETAILS_ANIMATION_MS }),
    );
    animations[0]!.finish();

    fireEvent.click(screen.getByText('Eerste vraag'));
    expect(detailsOf('Eerste vraag')).toHaveAttribute('open');
    animations[1]!.finish();
    expect(detailsOf('Eerste vraag')).not.toHaveAttribute('open');
  });

  it('does not animate for visitors who prefer reduced motion', () => {
    const { animate } = stubMotion(true);
    render(<Questions />);
    fireEvent.click(screen.getByText('Eerste vraag'));
    expect(animate).not.toHaveBeenCalled();
  });
});
