// block-model first: it loads the registry, which in turn loads this kind.
import { toBlocks } from '../block-model';
import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldCode } from '@test/held-code';
import { renderWithProviders } from '../../../testing/render';
import { BlockList } from '../block-list';

// The newsletter block's form code, held back until `release` (as a chunk still on its way).
const mockCode = heldCode(<p>Het aanmeldformulier</p>);
jest.mock('@alz/shared/ui/newsletter-signup-form', () => ({
  NewsletterSignupForm: () => <mockCode.Component />,
}));

beforeEach(() => {
  Object.assign(window, { dataLayer: [] });
  mockCode.hold();
});

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

const question = (n: number, blocks: unknown[] = []) => ({
  type: 'paragraph--expandable_item',
  field_title: `Vraag ${n}`,
  field_text: { value: `<p>Antwoord ${n}</p>` },
  field_paragraphs: blocks,
});

it('"Bekijk alles" keeps the page in view while a revealed block waits for its code', async () => {
  renderWithProviders(
    <Suspense fallback={<p>De pagina wordt geladen</p>}>
      <BlockList
        blocks={toBlocks([
          {
            id: 7,
            type: 'paragraph--expandable',
            field_title: 'Veelgestelde vragen',
            field_items: [
              question(1),
              question(2, [{ type: 'paragraph--newsletter_form', field_title: 'Meld u aan' }]),
            ],
            field_items_to_show: 1,
          },
        ])}
      />
    </Suspense>,
    { route: '/mantelzorg' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Bekijk alles' }));
  // The list stays as it was (not the page's loading text) until the form's code is there.
  expect(screen.queryByText('De pagina wordt geladen')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeVisible();
  await act(async () => mockCode.release());
  expect(await screen.findByText('Vraag 2')).toBeInTheDocument();
  expect(screen.getByText('Het aanmeldformulier', { exact: true })).toBeInTheDocument();
  expect(screen.queryByText('De pagina wordt geladen')).not.toBeInTheDocument();
});
