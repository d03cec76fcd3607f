import type { Page } from '@playwright/test';

/**
 * Every control on the page whose keyboard focus indicator is too faint (WCAG 2.2 1.4.11 and
 * 2.4.13): focused one after another, each needs a ring at least 2 px thick whose colour has 3:1
 * contrast against the background it is drawn on: its outline, the halo of its box shadow, the
 * outline of its ::after (a card's link) or of a card around it that rings itself. Each failure
 * names the control, its colours and the contrast, so it says where to look.
 *
 * One Tab first: the browser shows focus rings for keyboard use, and keeps showing them when
 * focus then moves by script, as it does here.
 */
export async function weakFocusRings(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const parse = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: color.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (one: string, other: string) => {
      const [ofOne, ofOther] = [luminance(parse(one)), luminance(parse(other))];
      return (Math.max(ofOne, ofOther) + 0.05) / (Math.min(ofOne, ofOther) + 0.05);
    };
    /** The colour behind an element: the first ancestor (or itself) with a background. */
    const backgroundOf = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (parse(color).a > 0.5) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const rings = (element: HTMLElement) => {
      const found: { color: string; on: string }[] = [];
      for (const [style, pseudo] of [
        [getComputedStyle(element), false],
        [getComputedStyle(element, '::after'), true],
      ] as const) {
        if (outlined(style)) {
          // An outline drawn inwards (or by a pseudo-element over the control) lies on the
          // control's own background.
          const inside = pseudo || parseFloat(style.outlineOffset) < 0;
          found.push({ color: style.outlineColor, on: backgroundOf(inside ? element : element.parentElement) });
        }
      }
      // A card that rings itself when its link has focus (`:focus-within`).
      for (let at = element.parentElement, depth = 0; at && depth < 4; at = at.parentElement, depth++) {
        const style = getComputedStyle(at);
        if (at.matches(':focus-within') && outlined(style)) {
          found.push({ color: style.outlineColor, on: backgroundOf(at.parentElement) });
        }
      }
      for (const shadow of getComputedStyle(element).boxShadow.split(/,(?![^(]*\))/)) {
        const color = shadow.match(/rgba?\([^)]*\)/)?.[0];
        const spread =
          shadow
            .replace(/rgba?\([^)]*\)/, '')
            .match(/-?[\d.]+px/g)
            ?.map(parseFloat) ?? [];
        if (color && (spread[3] ?? 0) >= 2) found.push({ color, on: backgroundOf(element.parentElement) });
      }
      return found;
    };

    const weak: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (!control.checkVisibility() || control.matches(':disabled')) continue;
      control.focus();
      if (document.activeElement !== control || !control.matches(':focus-visible')) continue;
      const found = rings(control);
      if (found.some(({ color, on }) => contrast(color, on) >= 3)) continue;
      const name = (control.getAttribute('aria-label') ?? control.innerText ?? '').trim().slice(0, 30);
      weak.push(
        `<${control.tagName.toLowerCase()}> "${name}": ` +
          (found.length
            ? found.map(({ color, on }) => `${color} on ${on} ${contrast(color, on).toFixed(2)}:1`).join(', ')
            : 'no ring'),
      );
    }
    return [...new Set(weak)];
  });
}
