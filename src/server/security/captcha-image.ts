import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/** The image's size in CSS pixels: five glyphs legible on a 375 px phone. */
const WIDTH = 200;
const HEIGHT = 70;
const FONT_FAMILY = 'PortalCaptcha';
// The portal's own typeface as USWDS ships it (Public Sans, OFL): legible, and drawn by Skia
// without any system font installed.
GlobalFonts.registerFromPath(createRequire(import.meta.url).resolve('@uswds/uswds/fonts/public-sans/PublicSans-Bold.ttf'), FONT_FAMILY);

/** A uniform draw in [min, max) from the crypto generator: no challenge repeats another's shape. */
function uniform(min: number, max: number): number {
  return min + ((max - min) * randomInt(1_000_000)) / 1_000_000;
}

/**
 * A captcha text of `length` glyphs drawn with the crypto generator, and its PNG image.
 * The image is a raster, not SVG: svg-captcha drew each glyph as one path whose shape named
 * the glyph, so a machine read its images without looking at them
 * (docs/decisions/captcha-raster-image.md).
 */
export function newCaptcha(glyphs: string, length: number): { text: string; png: Buffer } {
  const text = Array.from({ length }, () => glyphs[randomInt(glyphs.length)]).join('');
  return { text, png: drawCaptcha(text) };
}

/**
 * Draws `text` with distortion of its own: every call gives a different image of the same
 * text (size, slant, place and colour of each glyph, strike curves, a wave over the whole).
 */
export function drawCaptcha(text: string): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  const hue = uniform(0, 360);
  context.fillStyle = `hsl(${hue}, 35%, 95%)`;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  speckle(context, hue);
  const ink = `hsl(${(hue + 180) % 360}, 60%, ${uniform(18, 28)}%)`;
  drawGlyphs(context, text, ink);
  strike(context, ink);
  wave(context);
  return canvas.toBuffer('image/png');
}

function speckle(context: SKRSContext2D, hue: number): void {
  for (let i = 0; i < 120; i++) {
    context.fillStyle = `hsl(${(hue + uniform(-40, 40) + 360) % 360}, 30%, ${uniform(55, 85)}%)`;
    context.fillRect(uniform(0, WIDTH), uniform(0, HEIGHT), uniform(1, 3), uniform(1, 3));
  }
}

/** Glyphs close enough to touch, so that cutting the image into one glyph per piece fails. */
function drawGlyphs(context: SKRSContext2D, text: string, ink: string): void {
  const step = (WIDTH - 24) / text.length;
  context.fillStyle = ink;
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  [...text].forEach((glyph, index) => {
    context.save();
    context.translate(14 + step * (index + 0.5) + uniform(-4, 4), HEIGHT / 2 + uniform(-7, 7));
    context.rotate(uniform(-0.35, 0.35));
    context.transform(1, 0, uniform(-0.3, 0.3), 1, 0, 0);
    context.font = `${Math.round(uniform(36, 46))}px ${FONT_FAMILY}`;
    context.fillText(glyph, 0, 0);
    context.restore();
  });
}

/** Curves in the glyphs' own ink across the text band: a threshold cannot remove them. */
function strike(context: SKRSContext2D, ink: string): void {
  context.strokeStyle = ink;
  for (let i = 0; i < 2; i++) {
    context.lineWidth = uniform(1.2, 2);
    context.beginPath();
    context.moveTo(0, uniform(15, HEIGHT - 15));
    context.bezierCurveTo(uniform(40, 90), uniform(0, HEIGHT), uniform(110, 160), uniform(0, HEIGHT), WIDTH, uniform(15, HEIGHT - 15));
    context.stroke();
  }
}

/** Moves every pixel along two sine waves of this challenge's own length and phase. */
function wave(context: SKRSContext2D): void {
  const source = context.getImageData(0, 0, WIDTH, HEIGHT);
  const target = context.createImageData(WIDTH, HEIGHT);
  const [ax, lx, px] = [uniform(2, 3.5), uniform(30, 60), uniform(0, 2 * Math.PI)];
  const [ay, ly, py] = [uniform(3, 6), uniform(50, 110), uniform(0, 2 * Math.PI)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = Math.min(WIDTH - 1, Math.max(0, Math.round(x + ax * Math.sin((2 * Math.PI * y) / lx + px))));
      const sy = Math.min(HEIGHT - 1, Math.max(0, Math.round(y + ay * Math.sin((2 * Math.PI * x) / ly + py))));
      const from = (sy * WIDTH + sx) * 4;
      const to = (y * WIDTH + x) * 4;
      target.data.set(source.data.subarray(from, from + 4), to);
    }
  }
  context.putImageData(target, 0, 0);
}

/** The form a captcha text is hashed and compared in: the glyph set is upper-case only. */
export function normalizeCaptcha(text: string): string {
  return text.trim().toUpperCase();
}
