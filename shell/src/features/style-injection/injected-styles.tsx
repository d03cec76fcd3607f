import { createPortal } from 'react-dom';
import { useGetInjectedStylesQuery } from './api/get-injected-styles';
import { rulesFor } from './style-rules';

interface Props {
  pathname: string;
  /** The page's content type, once the page is loaded; rules limited to types wait for it. */
  contentType?: string;
}

/**
 * CSS that editors attach to pages in the CMS (spec 1 §3, §7 asset-injector/css).
 *
 * A portal into <head>, not React 19's hoisted `<style href precedence>`: hoisted styles are
 * deduplicated by href and stay in the document after unmount, so leaving /mantelzorg would
 * keep its CSS, and a new rule set under the same href would not replace the old one.
 */
export function InjectedStyles({ pathname, contentType }: Props) {
  const { data: rules = [] } = useGetInjectedStylesQuery();
  if (typeof document === 'undefined') return null;
  const applicable = rulesFor(rules, pathname, contentType);
  if (applicable.length === 0) return null;
  return createPortal(
    applicable.map((rule, index) => (
      // Text content, never innerHTML: a "</style>" in the code cannot break out into markup.
      <style key={index} data-injected-style="">
        {rule.code}
      </style>
    )),
    document.head,
  );
}
