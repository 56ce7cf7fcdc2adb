import { describe, expect, it } from 'vitest';
import { fieldError, fromLocalInput, toLocalInput } from './form-errors';

describe('fieldError', () => {
  it('names a field the form has', () => {
    expect(fieldError('image: must be uploaded', ['image', 'title'])).toEqual({
      field: 'image',
      reason: 'must be uploaded',
    });
    expect(fieldError('list.1.word: too long', ['list'])).toEqual({
      field: 'list',
      reason: 'too long',
    });
  });
  it('leaves other messages to the caller', () => {
    expect(fieldError('image: must be uploaded', ['title'])).toBeNull();
    expect(fieldError('This announcement was sent already', ['title'])).toBeNull();
  });
});

describe('China-time inputs', () => {
  it('round-trips and treats empty as unbounded', () => {
    expect(toLocalInput(0)).toBe('');
    expect(fromLocalInput('')).toBe(0);
    expect(toLocalInput(1_800_000_000)).toBe('2027-01-15T16:00');
    expect(fromLocalInput('2027-01-15T16:00')).toBe(1_800_000_000);
  });
});
