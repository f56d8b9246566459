import type { Page } from 'playwright-core';
import { LATENCY_P95_TARGET_MS, percentile, type LatencyResult } from './keystroke-latency.js';

/** The target of the comparison: stock rjsf's p95 at least this many times ours. */
export const STOCK_RATIO_TARGET = 5;

/** The measured field's control and the region rjsf draws its errors in, by element id. */
export interface FeedbackField {
  input: string;
  error: string;
}

/**
 * The ids of the field at `path` ("organizationName") under rjsf's naming: `root` and the
 * path joined by the form's separator ("." in the portal, rjsf's default "_" in stock),
 * errors in `<id>__error` (rjsf's `errorId`, which both the portal's template and stock use).
 */
export function feedbackField(path: readonly string[], separator: string): FeedbackField {
  const input = ['root', ...path].join(separator);
  return { input, error: `${input}__error` };
}

/** One measured keystroke: the field is set to `before` first (not measured), then `key` is pressed. */
interface Keystroke {
  before: string;
  key: string;
}

/**
 * The 60 keystrokes, each one showing or clearing the field's error, so every keystroke has
 * a visible answer to time. An organization name needs three letters: half the keystrokes
 * add the third letter to a two-letter name ("A0 K" + "a": the error goes), half take it
 * away again with Backspace ("A0 Ka": the error comes).
 */
const KEYSTROKES: readonly Keystroke[] = Array.from({ length: 30 }, (_, i): Keystroke[] => {
  const twoLetters = `${'ABCDEFGHIJ'[i % 10]}${i % 10} ${'KLMNOPQRST'[(i * 3) % 10]}`;
  const third = 'abcdefghijklmnopqrstuvwxyzabcd'[i] as string;
  return [
    { before: twoLetters, key: third },
    { before: twoLetters + third, key: 'Backspace' },
  ];
}).flat();

/** Keystrokes taken before measuring and then forgotten: the first ones pay for JIT and caches. */
const WARM_UP = 4;

/** How long to wait for the error to change after a keystroke before counting it as "no change". */
const NO_CHANGE_AFTER_MS = 2000;

/**
 * Installed in the page as a string, so the timings are the page's own clock. A keystroke's
 * start is its keydown's `timeStamp` (when the browser received it, so time the event waited
 * behind earlier work counts); its end is the first frame painted after the error region
 * changed: a MutationObserver sees the change, a requestAnimationFrame callback runs in the
 * frame that will paint it, and a message posted from there is handled once that frame's
 * style, layout and paint are done.
 */
const INSTALL = (field: FeedbackField) => `(() => {
  const field = ${JSON.stringify(field)};
  if (!document.getElementById(field.input)) return 'field not found: no element #' + field.input + ' on the page';
  const errorShown = () => {
    const region = document.getElementById(field.error);
    return region !== null && region.textContent.trim() !== '';
  };
  const bench = { samples: [], unchanged: 0, start: null, shownBefore: false, serial: 0, abandoned: new Set(), done: null };
  window.__feedbackBench = bench;
  // Capture on window: the first listener the keystroke meets, before either form's own.
  window.addEventListener('keydown', (event) => {
    if (!event.target || event.target.id !== field.input) return;
    bench.serial += 1;
    bench.start = event.timeStamp;
    bench.shownBefore = errorShown();
  }, true);
  new MutationObserver(() => {
    if (bench.start === null || errorShown() === bench.shownBefore) return;
    const start = bench.start;
    const serial = bench.serial;
    bench.start = null;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (bench.abandoned.has(serial)) return;
        bench.samples.push(performance.now() - start);
        if (bench.done) bench.done();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  return 'ok';
})()`;

/** Sets the field as a paste would (one input event), then waits for it to be painted and settled. */
const PREPARE = (field: FeedbackField, value: string) => `new Promise((resolve) => {
  const input = document.getElementById(${JSON.stringify(field.input)});
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, ${JSON.stringify(value)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  requestAnimationFrame(() => setTimeout(() => { window.__feedbackBench.start = null; resolve(null); }, 50));
})`;

/** Resolves once the pressed key's outcome (a sample or a "no change") is recorded. */
const AWAIT_KEYSTROKE = (outcomesBefore: number) => `new Promise((resolve) => {
  const bench = window.__feedbackBench;
  const recorded = () => bench.samples.length + bench.unchanged > ${outcomesBefore};
  if (recorded()) return resolve(null);
  const timer = setTimeout(() => {
    bench.abandoned.add(bench.serial);
    bench.start = null;
    bench.unchanged += 1;
    bench.done = null;
    resolve(null);
  }, ${NO_CHANGE_AFTER_MS});
  bench.done = () => {
    if (!recorded()) return;
    clearTimeout(timer);
    bench.done = null;
    resolve(null);
  };
})`;

/**
 * Presses the keystrokes into `field` of the form on `page`, one at a time from a prepared
 * value, waiting for the error to be painted after each, and answers the in-page latencies
 * (the warm-up keystrokes left out). Throws "field not found: ..." when the page lacks it.
 */
export async function measureFormFeedback(page: Page, field: FeedbackField): Promise<LatencyResult> {
  const installed = (await page.evaluate(INSTALL(field))) as string;
  if (installed !== 'ok') throw new Error(installed);
  const press = async ({ before, key }: Keystroke, outcomesBefore: number) => {
    await page.evaluate(PREPARE(field, before));
    await page.keyboard.press(key);
    await page.evaluate(AWAIT_KEYSTROKE(outcomesBefore));
  };
  for (const [index, keystroke] of KEYSTROKES.slice(0, WARM_UP).entries()) await press(keystroke, index);
  await page.evaluate('window.__feedbackBench.samples = []; window.__feedbackBench.unchanged = 0;');
  for (const [index, keystroke] of KEYSTROKES.entries()) await press(keystroke, index);
  return (await page.evaluate('({ samples: window.__feedbackBench.samples, unchanged: window.__feedbackBench.unchanged })')) as LatencyResult;
}

/** The figures of one form: p50, p95 and max of its samples. */
function summary({ samples }: LatencyResult): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

/**
 * Prints ours beside stock rjsf (p50, p95, max; stock's p95 as a multiple of ours) and both
 * targets; answers whether both are met. `fill` says what of the example reached our form.
 */
export function reportFormFeedback(ours: LatencyResult, stock: LatencyResult, fill: string): boolean {
  const [o, s] = [summary(ours), summary(stock)];
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const row = (name: string, { p50, p95, max }: typeof o, result: LatencyResult) =>
    console.log(`  ${name.padEnd(30)}${ms(p50)}${ms(p95)}${ms(max)}   ${result.samples.length} of ${KEYSTROKES.length}`);
  console.log(`Keystroke to feedback on the full registration form, Organization Name (${KEYSTROKES.length} keystrokes each, ${WARM_UP} warm-up before):`);
  console.log('  from keydown to the first frame painted with the field\'s error shown or cleared;');
  console.log('  Chromium without its 60 Hz frame limit, so the wait for the next display refresh is not counted.');
  console.log(`  ${fill}`);
  console.log(`  ${''.padEnd(30)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}   answered`);
  row('ours (shipped build, route /)', o, ours);
  row('stock @rjsf/core, liveValidate', s, stock);
  const ratio = s.p95 / o.p95;
  const fast = o.p95 < LATENCY_P95_TARGET_MS;
  const faster = ratio >= STOCK_RATIO_TARGET;
  console.log(`  stock / ours at p95: ${ratio.toFixed(1)}x`);
  console.log(`  ours p95 ${ms(o.p95).trim()} (target < ${LATENCY_P95_TARGET_MS} ms): ${fast ? 'met' : 'NOT met'}`);
  console.log(`  stock / ours ${ratio.toFixed(1)}x (target >= ${STOCK_RATIO_TARGET}x): ${faster ? 'met' : 'NOT met'}`);
  return fast && faster;
}
