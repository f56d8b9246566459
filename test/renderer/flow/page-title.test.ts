import { describe, expect, it } from 'vitest';
import type { FrameDefinition } from '../../../src/engine/screen/frame-definition.js';
import type { ScreenDefinition } from '../../../src/engine/screen/screen-definition.js';
import { pageTitle } from '../../../src/renderer/flow/page-title.js';
import { rule, text } from '../../support/rules.js';

const crane = rule<FrameDefinition>('flows/frames/crane.json');
const screen = rule<ScreenDefinition>('flows/screens/provider-management.json');
const plain = text('page.title', { title: text(screen.title) });
const user = (selectedUserId: number) => ({ userId: 7, selectedUserId, fullName: 'Olivia Ordering', profileFullName: 'Avery Admin' });

describe('pageTitle', () => {
  it("puts the user acted for and the staff member's own name before the page's title", () => {
    const title = pageTitle(screen, crane, { data: { user: user(12) } }, text);
    expect(title).toBe(text('banner.actingTitle', { name: 'Olivia Ordering', staff: 'Avery Admin', title: plain }));
  });

  it("is the screen's title with the product name for a user on their own account", () => {
    expect(pageTitle(screen, crane, { data: { user: user(7) } }, text)).toBe(plain);
  });

  it('is the plain title before the user is loaded, and in a frame without titles', () => {
    expect(pageTitle(screen, crane, { data: {} }, text)).toBe(plain);
    expect(pageTitle(screen, undefined, { data: { user: user(12) } }, text)).toBe(plain);
  });
});
