import { useState } from 'react';
import { useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { eventBus } from '@alz/shared';

export const debugTestErrorMessage = 'Testfout vanuit de debugmodus';

/**
 * spec 2 §2: with `?debugging=true` the only debug feature is a button that sends a test
 * error. It goes through the event bus, the same path as every real report, so a test error
 * that arrives proves the whole chain (bus, queue, SDK, tunnel, api) works.
 */
export function DebugErrorButton() {
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('HeaderFooter');
  const [sent, setSent] = useState(false);
  if (searchParams.get('debugging') !== 'true') return null;

  const sendTestError = () => {
    eventBus.emit('error:reported', { error: new Error(debugTestErrorMessage), context: 'debugging' });
    setSent(true);
  };

  return (
    <div>
      <button type="button" onClick={sendTestError}>
        {t('ErrorReporting.DebugButton')}
      </button>
      <p role="status">{sent ? t('ErrorReporting.DebugSent') : ''}</p>
    </div>
  );
}
