import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/nl/common.json';

const LANGUAGE = 'nl';

// One instance for the shell and every remote (i18next and @alz/shared are federation
// singletons); each remote adds its namespaces to it instead of starting its own.
export const i18n = i18next.createInstance();

// Resources are bundled, so init is synchronous: the first render already has its texts and
// never flashes keys. The returned promise is already settled.
void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  defaultNS: 'Common',
  ns: ['Common'],
  resources: { [LANGUAGE]: { Common: common } },
  // React escapes output itself; escaping here too would show entities like &amp;.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export interface AddTranslationsOptions {
  /** True for brand-specific texts, which win over the base texts whatever the load order. */
  brand?: boolean;
}

/**
 * Adds (or extends) a namespace. Base texts never overwrite existing keys and brand texts
 * always do, so a brand override survives a remote adding its base set later, and adding the
 * same set twice changes nothing.
 */
export function addTranslations(
  namespace: string,
  resources: Record<string, unknown>,
  options: AddTranslationsOptions = {},
): void {
  i18n.addResourceBundle(LANGUAGE, namespace, resources, true, options.brand === true);
}
