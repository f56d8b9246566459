import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAnswerDates } from '../../../src/engine/format/answer-dates.js';

const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Chicago';
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('dates in answers', () => {
  it('shows *Date fields as MM/dd/yyyy and *DateTime fields as MM/dd/yyyy h:mm a, at any depth, in local time', () => {
    expect(
      formatAnswerDates({
        registeredDate: '2026-11-20T15:04:05.000Z',
        rows: [{ reviewedDateTime: '2026-11-21T00:30:00Z' }, { lastLoginDateTime: '2026-11-21T18:05:00Z' }],
        birthDate: '1980-02-01',
      }),
    ).toEqual({ registeredDate: '11/20/2026', rows: [{ reviewedDateTime: '11/20/2026 6:30 PM' }, { lastLoginDateTime: '11/21/2026 12:05 PM' }], birthDate: '02/01/1980' });
  });

  it('leaves other fields, empty dates and text that is no date as they came', () => {
    expect(formatAnswerDates({ update: '2026-11-20', reviewedDate: null, dueDate: 'soon', credentialsExpireDate: '' })).toEqual({
      update: '2026-11-20',
      reviewedDate: null,
      dueDate: 'soon',
      credentialsExpireDate: '',
    });
  });
});
