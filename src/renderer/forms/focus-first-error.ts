/**
 * Scrolls so the first invalid control sits `offsetPx` below the top of the viewport and
 * focuses it (the spec's 25 px). Document order decides which error is first.
 */
export function focusFirstError(form: HTMLElement | null, offsetPx: number): HTMLElement | null {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return null;
  const top = target.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  target.focus({ preventScroll: true });
  return target;
}
