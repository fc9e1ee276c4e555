import { PASSWORD_PATTERN } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { joinProblems } from './authInput';

describe('joinProblems', () => {
  it('says what is wrong beside each field', () => {
    expect(joinProblems({ firstName: '', lastName: ' ', email: '', password: '' }, PASSWORD_PATTERN)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Please enter a valid email.',
      password: 'Required',
    });
    expect(
      joinProblems(
        { firstName: 'L', lastName: 'T'.repeat(101), email: 'lydia@example', password: 'purple' },
        PASSWORD_PATTERN,
      ),
    ).toEqual({
      firstName: 'Too Short!',
      lastName: 'Names are limited to 100 characters.',
      email: 'Please enter a valid email.',
      password: 'Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.',
    });
  });

  it('finds none in a join the back end may be asked about, a name of exactly 100 characters included', () => {
    const join = {
      firstName: 'Lydia',
      lastName: 'T'.repeat(100),
      email: 'lydia@example.com',
      password: 'Purple!cloth1',
    };
    expect(joinProblems(join, PASSWORD_PATTERN)).toEqual({});
  });
});
