// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCaptcha, newCaptcha } from '../../../src/server/security/captcha-image.js';
import accountRules from '../../../schemas/config/account-rules.json' with { type: 'json' };
import { buildTestApp } from '../helper.js';
import { call, insertAccount, lookUp } from './accounts.js';
import { svgCaptchaImage, svgCaptchaSolver } from './svg-captcha-solver.js';

const { captchaGlyphs, captchaLength } = accountRules;
const solve = svgCaptchaSolver(captchaGlyphs);
const CHALLENGES = 10;

/** Pixels far darker than the image's light background: the glyphs and strike curves. */
function inkShare(png: Buffer): number {
  const image = PNG.sync.read(png);
  let ink = 0;
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) < 3 * 128) ink++;
  return ink / (image.width * image.height);
}

describe('the captcha image', () => {
  it('is read by the probe\'s solver when drawn by svg-captcha, so the solver is a real one', () => {
    const texts = Array.from({ length: CHALLENGES }, () => newCaptcha(captchaGlyphs, captchaLength).text);
    const read = texts.filter((text) => solve(svgCaptchaImage(text)) === text);
    expect(read.length).toBeGreaterThanOrEqual(CHALLENGES - 1);
  });

  it('cannot be read by that solver: none of ten challenges the portal draws', () => {
    const challenges = Array.from({ length: CHALLENGES }, () => newCaptcha(captchaGlyphs, captchaLength));
    const read = challenges.filter(({ text, png }) => solve(png.toString('latin1')) === text);
    expect(read).toEqual([]);
  });

  it('is a raster with a distortion of its own each time: one text drawn twice gives two images', () => {
    const [first, second] = [drawCaptcha('AB12C'), drawCaptcha('AB12C')];
    expect(PNG.sync.read(first)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(first.equals(second)).toBe(false);
    // Something is drawn, and it is not a solid block: glyphs a person can read on a light ground.
    for (const image of [first, second]) expect(inkShare(image)).toSatisfy((share: number) => share > 0.03 && share < 0.5);
  });
});

describe('GET /api/user/captcha', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertAccount(app, { username: 'raster@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());

  it('answers a PNG image, new for every request, with no text or path in it', async () => {
    const { userToken } = await lookUp(app, 'raster@clinic.example.org');
    const [first, second] = [await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`), await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`)];
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(PNG.sync.read(answer.rawPayload).width).toBeGreaterThan(0);
      expect(solve(answer.rawPayload.toString('latin1'))).toBe('');
    }
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
  });
});
