/**
 * Keeps keyboard focus on the page when the focused control is taken out of it: a deleted
 * row's button, the button a confirmation was opened from (the browser gives focus back to
 * it on close, then the row it sat in goes). Left alone, focus falls to the document and the
 * next Tab starts again at the skip link. Focus goes to an open modal's heading, else to the
 * page's main heading, where a page change puts it too (flow-page-body.tsx). A mutation
 * observer sees every removal (browsers differ on firing focusout for one); each answer is
 * two comparisons. Answers the function that stops it.
 */
export function keepFocusOnPage(doc: Document): () => void {
  let focused: Element | null = null;
  const remember = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    if (!focused || focused.isConnected) return;
    focused = null;
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    const heading = doc.querySelector<HTMLElement>('dialog[open] .usa-modal__heading') ?? doc.querySelector<HTMLElement>('main h1');
    heading?.focus({ preventScroll: true });
  });
  doc.addEventListener('focusin', remember);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', remember);
    observer.disconnect();
  };
}
