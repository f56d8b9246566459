import { describe, expect, it } from 'vitest';
import { announcesAt, inactivityPlan, lastAnnounced } from '../../../src/engine/session/inactivity-plan.js';
import rules from '../../../schemas/config/inactivity.json';

describe('the inactivity plan', () => {
  it('counts down the server duration minus 20 seconds and warns at 60 seconds left', () => {
    expect(inactivityPlan(1200, rules)).toEqual({ warnAfterMs: 1120_000, expireAfterMs: 1180_000 });
  });

  it('warns at 5 seconds left when 60 seconds is more than the whole countdown', () => {
    expect(inactivityPlan(70, rules)).toEqual({ warnAfterMs: 45_000, expireAfterMs: 50_000 });
    expect(inactivityPlan(80, rules)).toEqual({ warnAfterMs: 0, expireAfterMs: 60_000 });
  });

  it('never logs out before a second has passed, whatever the duration', () => {
    expect(inactivityPlan(10, rules)).toEqual({ warnAfterMs: 0, expireAfterMs: 1000 });
  });

  it('announces the countdown when the notice opens, every 15 seconds, and at 10 seconds only', () => {
    const heard = Array.from({ length: 60 }, (_, index) => 60 - index).filter((left) => announcesAt(left, 60, 15));
    expect(heard).toEqual([60, 45, 30, 15, 10]);
    expect([5, 4, 3, 2, 1].filter((left) => announcesAt(left, 5, 15))).toEqual([5]);
  });

  it('knows what was last announced even when seconds pass unseen', () => {
    expect([60, 59, 46, 45, 44, 11, 10, 1].map((left) => lastAnnounced(left, 60, 15))).toEqual([60, 60, 60, 45, 45, 15, 10, 10]);
  });
});
