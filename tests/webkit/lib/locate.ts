// Finds elements by role and accessible name inside the page, as a user (and a screen reader)
// names them. Runs in the browser through WebDriver's "execute script": it must be self-contained.

export interface NameQuery {
  source: string;
  flags: string;
  /** True: the whole name, whitespace collapsed, equals `source`. */
  exact: boolean;
}

export interface LocateQuery {
  role: string;
  name?: NameQuery;
  scope?: { role: string; name?: NameQuery };
  /** Text anywhere in an element (role 'text'). */
}

/** The in-page function: the first visible match, or null. */
export function locateInPage(query: LocateQuery): Element | null {
  const SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox:
      'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), textarea, [role="textbox"]',
    file: 'input[type="file"]',
    dialog: '[role="dialog"], [role="alertdialog"], dialog',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    group: '[role="group"], fieldset',
    list: 'ul, ol, [role="list"]',
    form: 'form, [role="form"]',
    article: 'article, [role="article"]',
    status: '[role="status"]',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // Text as a screen reader reads it: without what is hidden from it (icons, decorations).
  const textOf = (node: Node | null | undefined): string => {
    if (!node) return '';
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    return [...node.childNodes].map((child) => textOf(child)).join(' ');
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => clean(textOf(document.getElementById(id))))
      .join(' ');
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return clean(byIds(labelledBy));
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return clean([...labels].map((node) => textOf(node)).join(' '));
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
      return clean(el.getAttribute('title') ?? el.placeholder);
    return clean(textOf(el));
  };
  const matches = (name: string, query?: NameQuery) => {
    if (!query) return true;
    if (query.exact) return name === query.source;
    return new RegExp(query.source, query.flags).test(name);
  };
  const visible = (el: Element) => {
    if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return el.getClientRects().length > 0 || el instanceof HTMLInputElement;
  };
  let roots: Element[] = [document.body];
  if (query.scope) {
    roots = [...document.querySelectorAll(SELECTORS[query.scope.role] ?? query.scope.role)].filter(
      (el) => visible(el) && matches(nameOf(el), query.scope?.name),
    );
  }
  for (const root of roots) {
    if (query.role === 'text') {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      let best: Element | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node as HTMLElement;
        if (!visible(el) || !matches(clean(el.innerText), query.name)) continue;
        // The innermost element with the text.
        best = el;
      }
      if (best) return best;
      continue;
    }
    const found = [...root.querySelectorAll(SELECTORS[query.role] ?? query.role)].find(
      (el) => visible(el) && matches(nameOf(el), query.name),
    );
    if (found) return found;
  }
  return null;
}
