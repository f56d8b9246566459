import { createRequire } from 'node:module';

// svg-captcha is CommonJS and its typings omit the main export, which renders a given text.
const renderSvgCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options: Record<string, unknown>) => string;

/** svg-captcha's options as the portal used them before its images became raster. */
const SVG_CAPTCHA_OPTIONS = { noise: 3, color: false, width: 150, height: 50 };

interface GlyphPath {
  left: number;
  signature: string;
}

/** The filled paths of an image (svg-captcha's glyphs; its noise lines are `fill="none"`). */
function glyphPaths(image: string): GlyphPath[] {
  return [...image.matchAll(/<path fill="(?!none")[^"]*" d="([^"]+)"/g)].map(([, data = '']) => ({
    left: Math.min(...[...data.matchAll(/[ML](-?[\d.]+)/g)].map((match) => Number(match[1]))),
    // The sequence of drawing commands: the font's outline of one glyph, whatever its place and jitter.
    signature: data.replace(/[^A-Za-z]/g, ''),
  }));
}

/**
 * The solver the security probe built from the captcha library itself: it draws every glyph
 * once with svg-captcha, keeps each outline's sequence of commands, and reads a challenge by
 * looking its glyph paths up, left to right. It never looks at pixels. Kept as a test: the
 * portal's challenges must stay unreadable to it.
 */
export function svgCaptchaSolver(glyphs: string): (image: string) => string {
  const templates = new Map<string, string>();
  for (const glyph of glyphs) for (const path of glyphPaths(renderSvgCaptcha(glyph, { ...SVG_CAPTCHA_OPTIONS, noise: 0 }))) templates.set(path.signature, glyph);
  return (image) =>
    glyphPaths(image)
      .sort((a, b) => a.left - b.left)
      .map((path) => templates.get(path.signature) ?? '?')
      .join('');
}

/** An image as svg-captcha draws it, for proving the solver reads what it was built for. */
export function svgCaptchaImage(text: string): string {
  return renderSvgCaptcha(text, SVG_CAPTCHA_OPTIONS);
}
