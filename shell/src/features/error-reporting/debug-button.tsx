import { useState } from 'react';
import { useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { eventBus } from '@alz/shared';
import { addErrorReportingTranslations } from './add-error-reporting-translations';
import { errorReportingReady } from './init-error-reporting';

// The button's texts come with it (layout.tsx loads this module only in debug mode).
addErrorReportingTranslations();

export const debugTestErrorMessage = 'Testfout vanuit de debugmodus';

/**
 * spec 2 §2: with `?debugging=true` the only debug feature is a button that sends a test
 * error. It goes through the event bus, the same path as every real report, so a test error
 * that arrives proves the whole chain (bus, queue, SDK, tunnel, api) works.
 */
export function DebugErrorButton() {
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('HeaderFooter');
  const [outcome, setOutcome] = useState<'sent' | 'off' | null>(null);
  if (searchParams.get('debugging') !== 'true') return null;

  // Says what really happened: without a DSN (or when the SDK could not load) nothing leaves the page.
  const sendTestError = async () => {
    eventBus.emit('error:reported', { error: new Error(debugTestErrorMessage), context: 'debugging' });
    setOutcome((await errorReportingReady()) ? 'sent' : 'off');
  };

  return (
    <div>
      <button type="button" onClick={() => void sendTestError()}>
        {t('ErrorReporting.DebugButton')}
      </button>
      <p role="status">
        {outcome === 'sent' ? t('ErrorReporting.DebugSent') : outcome === 'off' ? t('ErrorReporting.DebugOff') : ''}
      </p>
    </div>
  );
}
