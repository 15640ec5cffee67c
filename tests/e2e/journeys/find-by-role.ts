/**
 * Finds elements by role and accessible name inside the page, for an engine whose driver has no accessibility
 * locators (WebKit through classic WebDriver). It covers the roles the journeys use and the naming rules this site's
 * markup relies on (aria-labelledby, aria-label, a label, alt text, then the text inside, skipping what is hidden
 * from assistive technology), which is what Playwright's getByRole computes for the same elements. Serialised into
 * the page, so it must not refer to anything outside itself.
 */
export function findByRole(role: string, source: string, flags: string, exact: boolean, within: string | null): Element[] {
  const selectors: Record<string, string> = {
    link: 'a[href], [role=link]',
    button: 'button, [role=button], input[type=submit], input[type=button], input[type=reset]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], input[type=number], textarea, [role=textbox]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    combobox: 'select, [role=combobox]',
    searchbox: 'input[type=search]:not([role]), [role=searchbox]',
    option: 'option, [role=option]',
    status: '[role=status], output',
    navigation: 'nav, [role=navigation]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    group: 'fieldset, [role=group]',
    list: 'ul, ol, [role=list]',
    summary: 'summary',
    // Any field a label can name, for filling in a form by its labels.
    field: 'input:not([type=hidden]), textarea, select',
  };
  const hidden = (el: Element) => el.closest('[aria-hidden="true"], [hidden], [inert]') !== null;
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node.hasAttribute('aria-label')) return node.getAttribute('aria-label')!;
    if (node instanceof HTMLImageElement) return node.alt;
    if (node.tagName === 'svg') return '';
    return [...node.childNodes].map(textOf).join('');
  };
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => textOf(document.getElementById(id) ?? document.createElement('i'))).join(' ');
    if (el.hasAttribute('aria-label')) return el.getAttribute('aria-label')!;
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return [...labels].map(textOf).join(' ');
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) return el.value;
    return textOf(el) || el.getAttribute('title') || '';
  };
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const wanted = (name: string) => {
    if (exact) return name === source;
    return flags === '\u0000' ? name.toLowerCase().includes(source.toLowerCase()) : new RegExp(source, flags).test(name);
  };
  const roots = within ? [...document.querySelectorAll(within)] : [document];
  const candidates = [...new Set(roots.flatMap((root) => [...root.querySelectorAll(selectors[role] ?? role)]))];
  return candidates.filter((el) => {
    if (hidden(el)) return false;
    // A visually hidden control (a radio in a label card) counts as shown when its label is.
    const label = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? el.labels?.[0] : undefined;
    if (!(label ?? el).checkVisibility({ visibilityProperty: true })) return false;
    return wanted(clean(nameOf(el)));
  });
}

/** The arguments findByRole takes for a name, which must travel as JSON: a string matches anywhere, case-insensitive. */
export function nameArgs(name: string | RegExp): [string, string] {
  return typeof name === 'string' ? [name, '\u0000'] : [name.source, name.flags];
}
