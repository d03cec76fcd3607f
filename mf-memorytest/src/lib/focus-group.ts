/**
 * Moves focus to a question's fieldset, so a screen reader starts at its legend ("Vraag 3 van
 * 25 ..."), as govuk-frontend's setFocus does (common/index.mjs): a tabindex of -1 while it has
 * focus, gone again on blur, so the group is never a Tab stop or a click target of its own.
 * A plain focus(): the browser brings the group into view only when it is out of view, at once
 * and without smooth scrolling (the review for older visitors asked for no scrolling by script).
 */
export function focusGroup(container: HTMLElement | null): void {
  const group = container?.querySelector('fieldset');
  if (!group) return;
  if (!group.hasAttribute('tabindex')) {
    group.setAttribute('tabindex', '-1');
    group.addEventListener('blur', () => group.removeAttribute('tabindex'), { once: true });
  }
  group.focus();
}
