import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { FormAlert, formAlertStatus } from './form-alert';

const withI18n = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('FormAlert', () => {
  it('interrupts with an error, its status in words as well as colour', () => {
    render(<FormAlert status="error" message="Het versturen is niet gelukt. Probeer het opnieuw." />, {
      wrapper: withI18n,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Fout: Het versturen is niet gelukt. Probeer het opnieuw.');
    expect(screen.getByRole('alert')).toHaveClass('error');
  });

  it('interrupts with a warning too', () => {
    render(<FormAlert status="warning" message="Uw bestand is groot." />, { wrapper: withI18n });
    expect(screen.getByRole('alert')).toHaveTextContent('Let op: Uw bestand is groot.');
  });

  it('lets success and info wait their turn as a status', () => {
    render(
      <>
        <FormAlert status="success" message="Uw aanmelding is verstuurd." />
        <FormAlert status="info" message="U krijgt binnen een week antwoord." />
      </>,
      { wrapper: withI18n },
    );
    const [success, info] = screen.getAllByRole('status');
    expect(success).toHaveTextContent('Gelukt: Uw aanmelding is verstuurd.');
    expect(success).toHaveClass('success');
    expect(info).toHaveTextContent('Informatie: U krijgt binnen een week antwoord.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other status as an error (spec 2 §3)', () => {
    for (const status of ['failed', '', 'SUCCESS', undefined, 3, null]) expect(formAlertStatus(status)).toBe('error');
    for (const status of ['success', 'warning', 'info'] as const) expect(formAlertStatus(status)).toBe(status);
    render(<FormAlert status="kapot" message="Er ging iets mis." />, { wrapper: withI18n });
    expect(screen.getByRole('alert')).toHaveTextContent('Fout: Er ging iets mis.');
  });
});
