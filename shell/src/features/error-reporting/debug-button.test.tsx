import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Sentry from '@sentry/react';
import { renderWithProviders } from '@test/render';
import { addErrorReportingTranslations } from './add-error-reporting-translations';
import { DebugErrorButton } from './debug-button';
import { startErrorReporting, type ErrorReporting } from './init-error-reporting';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({})),
}));

describe('DebugErrorButton', () => {
  let reporting: ErrorReporting;

  beforeAll(() => addErrorReportingTranslations());

  beforeEach(async () => {
    jest.clearAllMocks();
    const settings = { dsn: 'https://key@o1.ingest.example/2', environment: 'test', release: '' };
    reporting = startErrorReporting({
      settings,
      schedule: (task) => {
        task();
        return () => {};
      },
    });
    await reporting.ready;
  });

  afterEach(() => reporting.stop());

  it.each(['/', '/over-dementie?debugging=false', '/?debug=true'])('is not there at %s', (route) => {
    renderWithProviders(<DebugErrorButton />, { route });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the test error through error reporting with ?debugging=true', async () => {
    renderWithProviders(<DebugErrorButton />, { route: '/over-dementie?debugging=true' });
    await userEvent.click(screen.getByRole('button', { name: 'Stuur een testfout' }));

    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
    const [error, hint] = jest.mocked(Sentry.captureException).mock.calls[0] ?? [];
    expect(error).toEqual(new Error('Testfout vanuit de debugmodus'));
    expect(hint).toEqual({ tags: { context: 'debugging' } });
    expect(await screen.findByText('De testfout is verstuurd.')).toHaveAttribute('role', 'status');
  });

  it('says nothing was sent when error reporting is off (no DSN)', async () => {
    reporting.stop();
    reporting = startErrorReporting({ settings: { dsn: '', environment: 'test', release: '' } });
    renderWithProviders(<DebugErrorButton />, { route: '/over-dementie?debugging=true' });
    await userEvent.click(screen.getByRole('button', { name: 'Stuur een testfout' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Er is niets verstuurd: foutrapportage staat op deze website uit.',
    );
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});
