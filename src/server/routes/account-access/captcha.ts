import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

// svg-captcha is CommonJS and its typings omit the main export, which renders a given text.
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options: Record<string, unknown>) => string;

/**
 * A captcha text of `length` glyphs drawn with the crypto generator (svg-captcha's own
 * generator uses Math.random, which is predictable), and its SVG image.
 */
export function newCaptcha(glyphs: string, length: number): { text: string; svg: string } {
  const text = Array.from({ length }, () => glyphs[randomInt(glyphs.length)]).join('');
  return { text, svg: renderCaptcha(text, { noise: 3, color: false, width: 150, height: 50 }) };
}

/** The form a captcha text is hashed and compared in: the glyph set is upper-case only. */
export function normalizeCaptcha(text: string): string {
  return text.trim().toUpperCase();
}
