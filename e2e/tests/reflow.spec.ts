import { expectNoAxeViolations } from '../support/axe';
import { openPageKind, pageKinds, reflowOnlyPageKinds, type PageKind } from '../support/page-kinds';
import { seededPages } from '@alz/api/testing';
import { expect, test, type Locator, type Page } from '../support/test';

/**
 * Layouts that hold (WCAG 2.2 1.4.4 Resize text and 1.4.10 Reflow):
 * no page kind scrolls sideways at 320, 390 or 1280 px, and the pages a visitor most needs lose
 * nothing at 320 px or with their text at twice its size. One page load per page kind and width.
 */

const seeded = (kind: (typeof seededPages)[number]['kind']) => {
  const found = pageKinds.find((pageKind) => pageKind.kind === kind);
  if (!found) throw new Error(`No page kind "${kind}"`);
  return found;
};

const [applicationForm, cookieStatement] = reflowOnlyPageKinds;

/** The pages a visitor most needs, each with the one thing a visitor comes to do there. */
const keyPages: { pageKind: PageKind; mainAction: (page: Page) => Locator }[] = [
  {
    pageKind: seeded('home'),
    mainAction: (page) => page.getByRole('main').getByRole('link', { name: 'Doe de geheugentest' }),
  },
  {
    pageKind: seeded('content page'),
    mainAction: (page) => page.getByRole('main').getByRole('link', { name: 'Doe de geheugentest' }),
  },
  {
    pageKind: seeded('region page'),
    mainAction: (page) =>
      page.getByRole('region', { name: 'Bekijk de vacatures', exact: true }).getByRole('link').first(),
  },
  {
    pageKind: seeded('vacancy page'),
    mainAction: (page) => page.getByRole('main').getByRole('link', { name: 'Solliciteer direct' }),
  },
  {
    pageKind: applicationForm,
    mainAction: (page) => page.getByRole('button', { name: 'Verstuur mijn aanmelding' }),
  },
];

/** How far the page can be scrolled sideways, 0 when it cannot. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Elements that cut off their own text: overflow hidden or clip, and content larger than the
 * box. Left out are boxes that hide everything on purpose (the visually-hidden pattern of a 1 px
 * box, a collapsed panel of 0 px), since their text is meant for screen readers or is shown by a
 * button. Each is described by tag, text and sizes, so a failure says where to look.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // An svg's text is a label or an icon, sized with it; innerText is HTML's.
      if (!(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      if (style.visibility !== 'visible' || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (!element.checkVisibility() || !element.innerText.trim()) continue;
      const wider = element.scrollWidth > element.clientWidth + 1;
      const taller = element.scrollHeight > element.clientHeight + 1;
      if (wider || taller) {
        clipped.push(
          `<${element.tagName.toLowerCase()}> "${element.innerText.trim().slice(0, 40)}" ` +
            `${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
      }
    }
    return clipped;
  });

/**
 * Boxes whose content runs past their own edge without being clipped: a card's facts or a long
 * word over the card's border ("Dordrecht" ran past the card at 1280 px). The
 * page does not scroll for it, so only this finds it. Inline boxes wrap by nature and tables
 * scroll in their own wrapper, so both are left out; `within` limits the search to a part.
 */
const spillingBoxes = (page: Page, within = 'body') =>
  page.evaluate((selector) => {
    const spilling: string[] = [];
    for (const part of document.querySelectorAll(selector)) {
      for (const element of part.querySelectorAll('*')) {
        if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' || style.display.startsWith('inline')) continue;
        if (element.closest('table') || element.clientWidth === 0) continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          spilling.push(
            `<${element.tagName.toLowerCase()}> "${element.innerText.trim().slice(0, 40)}" ` +
              `${element.scrollWidth} wide in ${element.clientWidth}`,
          );
        }
      }
    }
    return spilling;
  }, within);

/**
 * Words the layout breaks inside at the page's normal text size: a word of four letters or more
 * whose letters sit on two lines ("geheugente|st"). A break after a hyphen is a break between
 * words ("'s-|Hertogenbosch"), so the parts between hyphens are what is checked.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    // Text meant for screen readers only sits in a 1 px box (the visually-hidden pattern).
    const visuallyHidden = (element: Element | null): boolean =>
      !!element && ((element.clientWidth > 0 && element.clientWidth <= 1) || visuallyHidden(element.parentElement));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility() || visuallyHidden(node.parentElement)) continue;
      for (const word of node.textContent!.matchAll(/[^\s-]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
        if (lines.size > 1) broken.push(`"${word[0]}" in <${node.parentElement.tagName.toLowerCase()}>`);
      }
    }
    return broken;
  });

/** WCAG 1.4.12's spacing: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** In the page's width, not covered, and clickable (a trial click runs Playwright's checks). */
async function expectUsable(control: Locator, page: Page) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box && box.x >= 0 && box.x + box.width <= width, 'inside the page width').toBe(true);
  await control.click({ trial: true });
}

for (const width of [320, 390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const pageKind of [...pageKinds, applicationForm, cookieStatement]) {
      const keyPage = width === 320 && keyPages.find((key) => key.pageKind === pageKind);
      test(`the ${pageKind.kind} does not scroll sideways${keyPage ? ' or cut text off' : ''}`, async ({
        page,
        request,
      }) => {
        await openPageKind(page, request, pageKind);
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await spillingBoxes(page)).toEqual([]);
        // At desktop widths there is room for every word (the card grids of mf-content above all).
        if (width === 1280) expect(await brokenWords(page)).toEqual([]);
        if (keyPage) {
          expect(await clippedText(page)).toEqual([]);
          await expectUsable(keyPage.mainAction(page), page);
        }
        if (width === 320) {
          // The axe sweep's third width (accessibility.spec.ts has 375 and 1280), on this load.
          await expectNoAxeViolations(page);
          // WCAG 1.4.12 Text spacing, as a reader's style sheet sets it: the page still fits.
          await page.addStyleTag({ content: textSpacing });
          expect(await sidewaysScroll(page)).toBe(0);
          expect(await spillingBoxes(page, 'header, main, footer')).toEqual([]);
        }
      });
    }
  });
}

/** The browser's own font-size setting (Chromium's, as Android's "Lettergrootte" sets it). */
async function setTextSize(page: Page, percent: number) {
  // Every text size here is in rem or em (px only for borders, shadows and a few image sizes),
  // so all text grows. Unlike `html { font-size: 200% }` it also moves the breakpoints written
  // in rem, as a visitor's browser would. Chromium only, like the whole suite.
  const cdp = await page.context().newCDPSession(page);
  const standard = (16 * percent) / 100;
  await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed: Math.round((13 * percent) / 100) } });
}

// The card grids at the other desktop widths where a column count changes (1024 px: the content
// column beside the side bar is narrowest; 1440 px: the widest before the page stops growing).
for (const width of [1024, 1440]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const pageKind of [seeded('home'), pageKinds.find(({ path }) => path === '/alle-blokken')!]) {
      test(`the ${pageKind.kind} breaks no word inside`, async ({ page, request }) => {
        await openPageKind(page, request, pageKind);
        expect(await brokenWords(page)).toEqual([]);
      });
    }
  });
}

// Large text on a phone, as older visitors set it (WCAG 1.4.4 and 1.4.10 together): every page
// kind at 375 px with text at 200 % and at 320 px with text at 150 %, nothing scrolls sideways,
// nothing runs past its box and no text is cut off.
for (const { width, percent } of [
  { width: 375, percent: 200 },
  { width: 320, percent: 150 },
]) {
  test.describe(`${width} px wide with text at ${percent}%`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the skip link stays out of sight until the keyboard reaches it', async ({ page }) => {
      await setTextSize(page, percent);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const skip = page.getByRole('link', { name: 'Naar de inhoud' });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
    });

    for (const pageKind of [...pageKinds, applicationForm, cookieStatement]) {
      test(`the ${pageKind.kind} neither scrolls sideways nor cuts text off`, async ({ page, request }) => {
        await setTextSize(page, percent);
        await openPageKind(page, request, pageKind);
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await spillingBoxes(page, 'header, main, footer')).toEqual([]);
        expect(await clippedText(page)).toEqual([]);
      });
    }
  });
}

test.describe('text at 200%', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { pageKind, mainAction } of keyPages) {
    test(`the ${pageKind.kind} loses nothing`, async ({ page, request }) => {
      await setTextSize(page, 200);
      await openPageKind(page, request, pageKind);
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeCloseTo(34, 0);

      expect(await sidewaysScroll(page)).toBe(0);
      expect(await clippedText(page)).toEqual([]);
      expect(await spillingBoxes(page, 'header, main, footer')).toEqual([]);
      const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
      for (const control of await menu.getByRole('link').or(menu.getByRole('button')).all()) {
        await expectUsable(control, page);
      }
      await expectUsable(mainAction(page), page);
    });
  }
});
