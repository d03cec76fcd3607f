import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { htmlBlock } from './html-block';
import { toHtml } from './html-block-model';
import { nestedBlocks } from '../block-model';

function show(fields: Record<string, unknown>) {
  const model = htmlBlock.transform({ type: 'paragraph--html', ...fields }, nestedBlocks);
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<htmlBlock.Component block={model} />);
}

describe('html block', () => {
  it('shows the HTML without scripts, event handlers or javascript: links', () => {
    const alert = jest.fn();
    window.alert = alert;
    const { container } = show({
      field_html: {
        value:
          '<h2>Openingstijden</h2><p onclick="alert(1)">Ma-vr</p><script>alert(2)</script><a href="javascript:alert(3)">Klik</a><img src="x" onerror="alert(4)" alt="">',
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Openingstijden' })).toBeInTheDocument();
    expect(container.querySelector('script, [onclick], [onerror], [href^="javascript"]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('takes a plain string and drops empty or malformed fields', () => {
    expect(toHtml({ field_html: '<p>Hallo</p>' })).toEqual({ html: '<p>Hallo</p>' });
    expect(toHtml({})).toBeNull();
    expect(toHtml({ field_html: { value: '   ' } })).toBeNull();
    expect(toHtml({ field_html: 12 })).toBeNull();
  });
});
