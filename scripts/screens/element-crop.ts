import { PNG } from 'pngjs';
import type { ElementBox } from './element-tree.js';

/** Space kept around an element in its crop, so what is beside it shows too. */
const CROP_MARGIN_PX = 32;
/** The narrowest crop (when the picture is that wide): a field with its label and a line of text reads at this width. */
const CROP_MIN_WIDTH_PX = 400;
/** The lowest crop: an element shows with the field or lines above and below it, which say where it is. */
const CROP_MIN_HEIGHT_PX = 280;
/** The highest crop: a long section's change is shown by its top, not as a second page. */
const CROP_MAX_HEIGHT_PX = 900;

/**
 * The part of `picture` around `box` that a reader needs to read the element in place: the
 * box with a margin, at least CROP_MIN_WIDTH_PX wide and CROP_MIN_HEIGHT_PX high (grown
 * around its centre), at most CROP_MAX_HEIGHT_PX high, clipped to the picture.
 */
export function cropAround(picture: PNG, box: ElementBox): PNG {
  const span = (start: number, length: number, min: number, max: number, limit: number) => {
    const wanted = Math.min(Math.max(length + 2 * CROP_MARGIN_PX, min), max, limit);
    const from = Math.min(Math.max(0, Math.round(start + length / 2 - wanted / 2)), Math.max(0, limit - wanted));
    return { from, length: Math.max(1, Math.min(wanted, limit - from)) };
  };
  const x = span(box.x, box.width, CROP_MIN_WIDTH_PX, Number.POSITIVE_INFINITY, picture.width);
  const tall = Math.min(box.height + 2 * CROP_MARGIN_PX, CROP_MAX_HEIGHT_PX);
  const y = span(box.y, box.height, CROP_MIN_HEIGHT_PX, CROP_MAX_HEIGHT_PX, picture.height);
  // A tall element shows from its top: where it starts is what tells the reader where it is.
  const top = tall >= CROP_MAX_HEIGHT_PX ? Math.max(0, Math.min(box.y - CROP_MARGIN_PX, picture.height - y.length)) : y.from;
  const crop = new PNG({ width: x.length, height: y.length });
  PNG.bitblt(picture, crop, x.from, top, x.length, y.length, 0, 0);
  return crop;
}
