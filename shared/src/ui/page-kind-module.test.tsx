import { createContext, lazy, useContext, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import type { DrupalNode, PageKindProps } from '../wire/drupal';
import { pageKindModule } from './page-kind-module';

const Remote = createContext('geen');
const RemoteProviders = ({ children }: { children: ReactNode }) => (
  <Remote.Provider value="mf_test">{children}</Remote.Provider>
);

const node: DrupalNode = {
  nid: 1,
  type: 'news',
  title: 'Nieuw café in Tiel',
  status: true,
  path: { alias: '/nieuws/tiel' },
};

function Article({ node: { title } }: PageKindProps) {
  return (
    <article>
      <h1>{title}</h1>
      <p>Getoond door {useContext(Remote)}</p>
    </article>
  );
}

describe('pageKindModule', () => {
  it("shows the page kind at once, inside the remote's providers", () => {
    const Module = pageKindModule(Article, RemoteProviders);
    renderWithProviders(<Module node={node} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuw café in Tiel' })).toBeInTheDocument();
    expect(screen.getByText('Getoond door mf_test')).toBeInTheDocument();
  });

  it('shows a loading text while a part of the page kind loads', async () => {
    let arrive: (module: { default: typeof Article }) => void = () => undefined;
    const Late = lazy(() => new Promise<{ default: typeof Article }>((resolve) => (arrive = resolve)));
    const Module = pageKindModule(Late, RemoteProviders);
    renderWithProviders(<Module node={node} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Even geduld');
    arrive({ default: Article });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw café in Tiel' })).toBeInTheDocument();
  });
});
