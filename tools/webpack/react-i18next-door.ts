// What federation shares as `react-i18next` (tools/webpack/create-config.ts): the parts of the
// package the apps use, with its Trans component loaded when one first renders. A shared module
// is built whole, as its users cannot tree-shake it; the whole package put Trans, IcuTrans and
// their HTML and ICU parsers (about 7 kB gzip) on every page's first load, for one line of a
// regional news article, and its server-rendering helpers and higher-order components (about
// 1 kB more) for no app at all. The apps import `react-i18next` as always; their tests use the
// package itself.
//
// `react-i18next-unshared` is the package under a name that is not shared (an alias in
// create-config.ts), so this file does not consume itself; only what is named here is built.
// What it leaves out is listed in `leftOut` below; ESLint refuses those names in the apps
// (eslint.config.js), and react-i18next-door.test.ts checks that the two lists make the package.
import { createElement, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { getI18n, I18nContext } from 'react-i18next-unshared';

export {
  I18nContext,
  I18nextProvider,
  getDefaults,
  getI18n,
  initReactI18next,
  setDefaults,
  setI18n,
  useTranslation,
} from 'react-i18next-unshared';

type Props = Record<string, unknown>;
type TFunction = (key: string, options?: Props) => unknown;
interface I18nLike {
  t: TFunction;
  options?: { defaultNS?: unknown };
}

const LazyTrans = lazy(() =>
  import(/* webpackChunkName: "react-i18next-trans" */ 'react-i18next/TransWithoutContext').then((module) => ({
    default: module.Trans as unknown as ComponentType<Props>,
  })),
);

/**
 * Until the component has loaded, its translation as plain text (markup removed), so the line
 * has its words and its height at once; a link in it follows a moment later.
 */
function plainText(props: Props, key: unknown): string | null {
  const t = (props.t as TFunction | undefined) ?? (props.i18n as I18nLike | undefined)?.t;
  if (typeof key !== 'string' || !t) return null;
  const text = t(key, {
    ...(props.tOptions as Props | undefined),
    ...(props.values as Props | undefined),
    ...(props.count === undefined ? {} : { count: props.count }),
    ...(props.context === undefined ? {} : { context: props.context }),
    ...(props.ns === undefined ? {} : { ns: props.ns }),
    defaultValue: props.defaults ?? props.defaultTranslation,
  });
  return typeof text === 'string' ? text.replace(/<[^>]*>/g, '') : null;
}

function loading(component: ComponentType<Props>, props: Props, key: unknown): ReactNode {
  return createElement(Suspense, { fallback: plainText(props, key) }, createElement(component, props));
}

/** The instance and namespace a Trans without one of its own takes, as the package's Trans does. */
function useI18nFromContext(props: Props) {
  const context = (useContext(I18nContext) ?? {}) as { i18n?: I18nLike; defaultNS?: unknown };
  const i18n = (props.i18n as I18nLike | undefined) ?? context.i18n ?? (getI18n() as unknown as I18nLike | undefined);
  const t = props.t as (TFunction & { ns?: unknown }) | undefined;
  return { i18n, t, defaultNS: context.defaultNS ?? i18n?.options?.defaultNS };
}

export function Trans(props: Props) {
  const { i18n, t, defaultNS } = useI18nFromContext(props);
  // A bound i18n.t has no namespace of its own; a t from useTranslation has.
  const ns = props.ns ?? (t?.ns ? undefined : defaultNS);
  const resolved = { ...props, i18n, t, ns };
  return loading(LazyTrans, resolved, props.i18nKey);
}

export function TransWithoutContext(props: Props) {
  return loading(LazyTrans, props, props.i18nKey);
}
