/**
 * Makes everything outside `element` inert: each sibling of it and of its ancestors up to
 * `<body>`. Returns the undo, which leaves alone what was inert before (e.g. an open slide-in
 * that made the page inert itself).
 */
export function makeRestInert(element: HTMLElement): () => void {
  const marked: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => {
    for (const sibling of marked) sibling.removeAttribute('inert');
  };
}
