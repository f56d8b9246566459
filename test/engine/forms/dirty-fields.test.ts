import { describe, expect, it } from 'vitest';
import {
  isDirty,
  markDirty,
  markSubmitAttempted,
  pristine,
  restoredDirty,
  shouldShowErrors,
} from '../../../src/engine/forms/dirty-fields.js';

describe('dirty fields', () => {
  it('starts with no field dirty', () => {
    expect(isDirty(pristine(), '/username')).toBe(false);
  });

  it('marks only the changed field dirty', () => {
    const state = markDirty(pristine(), '/username');
    expect(isDirty(state, '/username')).toBe(true);
    expect(isDirty(state, '/password')).toBe(false);
  });

  it('does not change the state it is given', () => {
    const start = pristine();
    markDirty(start, '/username');
    markSubmitAttempted(start);
    expect(isDirty(start, '/username')).toBe(false);
  });

  it('counts the fields of a dirty group as dirty, not the other way round', () => {
    const state = markDirty(pristine(), '/providerIdentifiers/0');
    expect(isDirty(state, '/providerIdentifiers/0/value')).toBe(true);
    expect(isDirty(state, '/providerIdentifiers/1/value')).toBe(false);
    expect(isDirty(markDirty(pristine(), '/address/city'), '/address')).toBe(false);
  });

  it('counts every field as dirty after a submit attempt', () => {
    expect(isDirty(markSubmitAttempted(pristine()), '/never/touched')).toBe(true);
  });
});

describe('shouldShowErrors', () => {
  it('hides the errors of an untouched field until it is dirty', () => {
    expect(shouldShowErrors(pristine(), '/username')).toBe(false);
    expect(shouldShowErrors(markDirty(pristine(), '/username'), '/username')).toBe(true);
  });

  it('shows every field\'s errors after a submit attempt', () => {
    expect(shouldShowErrors(markSubmitAttempted(pristine()), '/username')).toBe(true);
  });

  it('shows errors at once for a field whose errors are not delayed', () => {
    expect(shouldShowErrors(pristine(), '/termsOfUse', { delayed: false })).toBe(true);
  });

  it('hides the errors again once the form is reset to pristine', () => {
    const touched = markSubmitAttempted(markDirty(pristine(), '/username'));
    expect(shouldShowErrors(touched, '/username')).toBe(true);
    expect(shouldShowErrors(pristine(), '/username')).toBe(false);
  });
});

describe('a draft restored after a reload', () => {
  const secret = (pointer: string) => pointer.endsWith('/Answer');

  it('counts the fields touched before the reload as touched, and no other', () => {
    const state = restoredDirty(['/lastName', '/securityAnswers/1/QuestionId'], secret);
    expect(isDirty(state, '/lastName')).toBe(true);
    expect(isDirty(state, '/securityAnswers/1/QuestionId')).toBe(true);
    expect(isDirty(state, '/phone/number')).toBe(false);
  });

  it('keeps its secrets quiet, though their group was touched, until they are touched again or Next is pressed', () => {
    const state = restoredDirty(['/securityAnswers', '/securityAnswers/0/Answer'], secret);
    expect(isDirty(state, '/securityAnswers/0/QuestionId')).toBe(true);
    expect(isDirty(state, '/securityAnswers/0/Answer')).toBe(false);
    expect(isDirty(markDirty(state, '/securityAnswers/0/Answer'), '/securityAnswers/0/Answer')).toBe(true);
    expect(isDirty(markSubmitAttempted(state), '/securityAnswers/0/Answer')).toBe(true);
  });
});
