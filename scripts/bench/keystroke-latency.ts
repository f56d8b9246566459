import type { Page } from 'playwright-core';

/** The target: the meter follows a keystroke within one frame at 60 Hz, at the 95th percentile. */
export const LATENCY_P95_TARGET_MS = 16;

/** One measured keystroke: the field is set to `before` first (not measured), then `key` is typed. */
interface Keystroke {
  before: string;
  key: string;
}

/**
 * The 40 keystrokes. The meter's score moves only when the password crosses a rule (say,
 * from 7 to 8 characters, or a repeated character), so in plain continuous typing most
 * keystrokes leave `aria-valuenow` as it was and give no sample. Each keystroke here starts
 * from a prepared value and crosses a rule: half make a 7-character password valid, half
 * make a valid one invalid by repeating its last character.
 */
const KEYSTROKES: readonly Keystroke[] = Array.from({ length: 20 }, (_, i): Keystroke[] => {
  const sevenCharacters = `Kb7mQz${i % 10}`;
  const eighth = 'acdefghijknoprstuvwx'[i] as string;
  return [
    { before: sevenCharacters, key: eighth },
    { before: sevenCharacters + eighth, key: eighth },
  ];
}).flat();

/** How long to wait for the meter after a keystroke before counting it as "no change". */
const NO_CHANGE_AFTER_MS = 250;

const PASSWORD_SELECTOR = '[data-widget="password-meter"] input[type=password]';
const FALLBACK_PASSWORD_SELECTOR = 'input[type=password]';
const METER_SELECTOR = '[role="meter"]';

/** What the keystroke measurement found. */
export interface LatencyResult {
  /** ms from `keydown` to the meter's next `aria-valuenow` change, per keystroke that changed it. */
  samples: number[];
  /** Keystrokes after which the meter did not change at all. */
  unchanged: number;
}

/**
 * Installed in the page as a string: the measurement runs there (performance.now() and a
 * MutationObserver), so the figures are the page's own, without the driver's round trips.
 */
const INSTALL = `(() => {
  const input = document.querySelector(${JSON.stringify(PASSWORD_SELECTOR)}) || document.querySelector(${JSON.stringify(FALLBACK_PASSWORD_SELECTOR)});
  const widget = input && input.closest('[data-widget="password-meter"]');
  const meter = (widget && widget.querySelector(${JSON.stringify(METER_SELECTOR)})) || document.querySelector(${JSON.stringify(METER_SELECTOR)});
  if (!input) return 'meter not found: no password input on the page';
  if (!meter) return 'meter not found: no [role="meter"] on the page';
  const bench = { samples: [], unchanged: 0, pending: null, done: null };
  window.__meterBench = bench;
  input.addEventListener('keydown', () => { bench.pending = performance.now(); }, true);
  new MutationObserver(() => {
    if (bench.pending === null) return;
    bench.samples.push(performance.now() - bench.pending);
    bench.pending = null;
    if (bench.done) bench.done();
  }).observe(meter, { attributes: true, attributeFilter: ['aria-valuenow'] });
  input.focus();
  window.__meterInput = input;
  return 'ok';
})()`;

/** Sets the field as a person's paste would (one input event), then lets the meter settle. */
const PREPARE = (value: string) => `new Promise((resolve) => {
  const input = window.__meterInput;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, ${JSON.stringify(value)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  setTimeout(() => { window.__meterBench.pending = null; resolve(null); }, 50);
})`;

const AWAIT_KEYSTROKE = `new Promise((resolve) => {
  const bench = window.__meterBench;
  if (bench.pending === null) return resolve(null);
  const timer = setTimeout(() => { bench.pending = null; bench.unchanged += 1; bench.done = null; resolve(null); }, ${NO_CHANGE_AFTER_MS});
  bench.done = () => { clearTimeout(timer); bench.done = null; resolve(null); };
})`;

/**
 * Types 40 characters into the password field, one keystroke at a time from a prepared
 * value, waiting for the meter after each, and answers the in-page latencies. Throws
 * "meter not found: ..." when the page has no password input or no meter to measure.
 */
export async function measureKeystrokeLatency(page: Page): Promise<LatencyResult> {
  const installed = (await page.evaluate(INSTALL)) as string;
  if (installed !== 'ok') throw new Error(installed);
  for (const { before, key } of KEYSTROKES) {
    await page.evaluate(PREPARE(before));
    await page.keyboard.press(key);
    await page.evaluate(AWAIT_KEYSTROKE);
  }
  return (await page.evaluate('({ samples: window.__meterBench.samples, unchanged: window.__meterBench.unchanged })')) as LatencyResult;
}

/** The nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Prints p50/p95/max against the target; answers whether p95 is within it. */
export function reportLatency({ samples, unchanged }: LatencyResult): boolean {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`Keystroke to password meter (${KEYSTROKES.length} keystrokes, ${samples.length} changed the meter, ${unchanged} did not):`);
  console.log(`  p50 ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}, max ${ms(sorted.at(-1) ?? Number.NaN)}`);
  const within = p95 <= LATENCY_P95_TARGET_MS;
  console.log(`  p95 ${ms(p95)} of ${ms(LATENCY_P95_TARGET_MS)} target: ${within ? 'within' : 'OVER'} target`);
  return within;
}
