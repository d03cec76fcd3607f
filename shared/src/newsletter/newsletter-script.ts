// The mailing provider's generic service (spec 2 §7 "Sign-up form script"). A constant, not
// configuration: only the form and script ids differ per brand, and those come from the page.
export const FORM_SCRIPT_BASE_URL = 'https://formulieren.example-mailing.nl/generic/service.aspx';

/** Address of the script that renders the provider's sign-up form for `formId`. */
export function formScriptUrl(formId: string): string {
  const params = new URLSearchParams({
    command: 'getFormJs',
    feid: formId,
    // The form posts personal data, so its assets and its action must use https.
    p: 'https',
    // Output into a div next to the script: document.write after page load would wipe the page.
    om: 'd',
    // The site has no jQuery of its own; the provider's form needs its bundled copy.
    jqi: 'true',
  });
  return `${FORM_SCRIPT_BASE_URL}?${params.toString()}`;
}

/**
 * Loads the provider's script into `host` and calls `onRendered` once a form appears there.
 * Returns a clean-up that removes the script and whatever it rendered. A failing script only
 * logs a warning: the caller keeps showing its fallback link, so the page never breaks.
 */
export function loadFormScript(host: HTMLElement, formId: string, scriptId: string, onRendered: () => void) {
  const observer = new MutationObserver(() => {
    if (host.querySelector('form')) onRendered();
  });
  observer.observe(host, { childList: true, subtree: true });

  const script = document.createElement('script');
  script.id = scriptId;
  script.src = formScriptUrl(formId);
  script.async = true;
  script.addEventListener('error', () => {
    console.warn('Newsletter form script failed to load; showing the link instead.');
  });
  host.append(script);

  return () => {
    observer.disconnect();
    // The provider's markup is not React's: empty the host so a remount starts clean.
    host.replaceChildren();
  };
}
