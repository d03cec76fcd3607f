import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import type { ImageModel } from '../media/image';
import { Card } from './card';

const image: ImageModel = { url: '/img/a.jpg', alt: 'Een foto', title: '', width: 380, height: 235, crops: [] };

describe('Card', () => {
  it('has one link, in the title heading and named by the title, over the whole card', () => {
    renderWithProviders(
      <Card headingLevel={3} title="Bericht" to="/nieuws/bericht" image={image} meta={<p>Tag</p>}>
        <p>Inleiding</p>
      </Card>,
    );
    const card = screen.getByRole('article');
    const heading = within(card).getByRole('heading', { level: 3, name: 'Bericht' });
    expect(within(card).getAllByRole('link')).toEqual([within(heading).getByRole('link', { name: 'Bericht' })]);
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/nieuws/bericht');
    // The stretched area and the ring around the card (card.module.css).
    expect(card).toHaveClass('stretched');
    // The picture is decoration: the title says what the card is about.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(
      within(card).getByText('Tag').compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("keeps the caller's element and classes, and hands over the link for focus and clicks", async () => {
    const linkRef = createRef<HTMLAnchorElement>();
    const onLinkClick = jest.fn();
    renderWithProviders(
      <ul>
        <Card
          as="li"
          headingLevel={2}
          title="Vacature"
          to="/vrijwilligerswerk/vacature"
          className="mine"
          titleClassName="title"
          linkRef={linkRef}
          onLinkClick={onLinkClick}
        />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveClass('stretched', 'mine');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveClass('title');
    expect(linkRef.current).toBe(screen.getByRole('link', { name: 'Vacature' }));
    await userEvent.click(linkRef.current!);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });

  it('with a link text, keeps the title plain and the link under the text, and the card unstretched', () => {
    renderWithProviders(
      <Card as="div" headingLevel={3} title="Regio Utrecht" to="/regios/utrecht" linkText="Naar de regio">
        <p>
          Tekst met <a href="/elders">een eigen link</a>
        </p>
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Regio Utrecht' });
    expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de regio' })).toHaveAttribute('href', '/regios/utrecht');
    expect(heading.parentElement!.parentElement).not.toHaveClass('stretched');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
