import type { Page } from 'playwright-core';

/** What kind of thing an element is to a reader of the screen. */
export type ElementKind = 'section' | 'field' | 'heading' | 'button' | 'link' | 'message' | 'text' | 'cell' | 'dialog';

/** A box in picture pixels from the page's top left (the full-page picture's coordinates). */
export interface ElementBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One meaningful element of a photographed screen, as `<picture>.elements.json` records it. */
export interface ScreenElement {
  /** Stable across the two sides: `field:<pointer>` for a field, else kind and name (`button:Submit`, `#2` on a repeat). */
  key: string;
  kind: ElementKind;
  /** What a reader calls it: the field's label, the heading's or button's text, the dialog's title. */
  name: string;
  /** A field's hint, errors and notices; a message's or paragraph's whole text when longer than its name. */
  text?: string;
  /** A field's JSON pointer in its form's model (`data-field`). */
  pointer?: string;
  /** The part of the screen it sits in: its section's legend, its dialog's title, or the heading above it. */
  region: string;
  box: ElementBox;
}

/** The element tree's file beside its picture: `<picture>.elements.json`. */
export function elementsFileOf(picture: string): string {
  return picture.replace(/\.png$/, '.elements.json');
}

/** The longest name or text kept: enough to tell a change, small enough for a file per picture. */
const MAX_TEXT = 300;

/**
 * Reads the page's meaningful elements in document order: sections (fieldsets), fields
 * (`[data-field]` form groups), headings, buttons, links, alerts and status messages,
 * paragraphs, table cells and dialogs; hidden ones and every other element are left out.
 * Runs in the browser: self-contained, no closure over this module.
 */
function collectElements(maxText: number): Omit<ScreenElement, 'key'>[] {
  const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxText);
  const textOf = (node: Element | null | undefined) => clean(node instanceof HTMLElement ? node.innerText : node?.textContent);
  const shown = (node: Element) => {
    const rect = node.getBoundingClientRect();
    // A skip link waits above the page until focused: not part of the picture.
    return rect.width > 0 && rect.height > 0 && rect.bottom + scrollY > 0 && rect.right + scrollX > 0 && getComputedStyle(node).visibility !== 'hidden';
  };
  // The text of `node` outside the descendants `skip` matches (those are elements of their own, or a list's options).
  const ownText = (node: Element, skip: string, except?: Element | null) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      const inner = parent?.closest(skip);
      if (!parent || except?.contains(parent) || (inner && inner !== node && node.contains(inner)) || parent.closest('[hidden]')) continue;
      parts.push(text.textContent ?? '');
    }
    return clean(parts.join(' '));
  };
  // A form field's own label (a checkbox's sits inside its widget), a summary row's term.
  const fieldLabel = (node: Element) => node.querySelector(':scope > label, :scope > legend, :scope > dt') ?? node.querySelector('label, legend');
  const kindOf = (node: Element): ScreenElement['kind'] | undefined => {
    const role = node.getAttribute('role');
    if (node.matches('[data-field]')) return 'field';
    if (role === 'dialog' || role === 'alertdialog' || node.matches('dialog')) return 'dialog';
    if (node.matches('fieldset')) return 'section';
    if (node.matches('h1,h2,h3,h4,h5,h6') || role === 'heading') return 'heading';
    if (node.matches('button,[role=button],input[type=submit]')) return 'button';
    if (node.matches('a[href]')) return 'link';
    if (role === 'alert' || role === 'status' || node.matches('.usa-alert')) return 'message';
    if (node.matches('td,th')) return 'cell';
    if (node.matches('p')) return 'text';
    return undefined;
  };
  const nameOf = (node: Element, kind: ScreenElement['kind']) => {
    const labelled = node.getAttribute('aria-labelledby');
    const label = clean(node.getAttribute('aria-label')) || (labelled ? textOf(document.getElementById(labelled.split(' ')[0] ?? '')) : '');
    if (kind === 'field') return textOf(fieldLabel(node)) || label;
    if (kind === 'section') return textOf(node.querySelector(':scope > legend'));
    if (kind === 'dialog') return label || textOf(node.querySelector('h1,h2,h3'));
    if (kind === 'message') return textOf(node.querySelector('.usa-alert__heading, h2, h3, h4')) || textOf(node);
    return label || textOf(node);
  };
  const elements: Omit<ScreenElement, 'key'>[] = [];
  let headingAbove = '';
  for (const node of document.body.querySelectorAll('*')) {
    const kind = kindOf(node);
    if (!kind || !shown(node)) continue;
    // A field's own texts (its label, hint, errors) belong to the field, not beside it.
    const field = node.parentElement?.closest('[data-field]');
    if (field && kind !== 'field' && kind !== 'section' && kind !== 'button' && kind !== 'link') continue;
    const name = nameOf(node, kind);
    const text =
      kind === 'field'
        ? ownText(node, 'select, a[href], button, [data-field]', fieldLabel(node))
        : kind === 'message'
          ? ownText(node, 'h1, h2, h3, h4, h5, h6, p, a[href], button, [role=alert], [role=status]', node.querySelector('.usa-alert__heading'))
          : '';
    if (!name && !text) continue;
    const section = node.parentElement?.closest('fieldset, [role=dialog], dialog');
    const region = section ? nameOf(section, section.matches('fieldset') ? 'section' : 'dialog') : headingAbove;
    // A heading of a message (the error summary's "There is a problem") names no part of the screen.
    if (kind === 'heading' && !section && !node.closest('[role=alert], [role=status], .usa-alert')) headingAbove = name;
    const rect = node.getBoundingClientRect();
    const box = { x: Math.round(rect.x + scrollX), y: Math.round(rect.y + scrollY), width: Math.round(rect.width), height: Math.round(rect.height) };
    const pointer = kind === 'field' ? node.getAttribute('data-field') ?? undefined : undefined;
    elements.push({ kind, name, ...(text ? { text } : {}), ...(pointer ? { pointer } : {}), region: region || 'the top of the page', box });
  }
  return elements;
}

/**
 * The page's meaningful elements, each with a key that names the same element on the other
 * side of a comparison: a field by its pointer, anything else by kind and name, numbered when
 * the same kind and name repeat (two "Edit" buttons).
 */
export async function readElements(page: Page): Promise<ScreenElement[]> {
  // tsx names functions with a `__name` helper the page does not have: the wrapper gives it one.
  const collected = (await page.evaluate(`(() => { const __name = (f) => f; return (${collectElements.toString()})(${MAX_TEXT}); })()`)) as Omit<ScreenElement, 'key'>[];
  return keyed(collected);
}

/** Gives each element its key (exported for the comparison's tests, which build trees by hand). */
export function keyed(elements: readonly Omit<ScreenElement, 'key'>[]): ScreenElement[] {
  const seen = new Map<string, number>();
  return elements.map((element) => {
    const base = element.kind === 'field' ? `field:${element.pointer ?? element.name}` : `${element.kind}:${element.name}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count === 1 ? base : `${base}#${count}`, ...element };
  });
}

