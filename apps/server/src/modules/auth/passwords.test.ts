import { describe, expect, it } from 'vitest';
import { AppError } from '../../graphql/app-error.js';
import { assertPasswordNotCommon } from './passwords.js';

describe('assertPasswordNotCommon', () => {
  it.each([
    ['a common password', 'password', 'password', true],
    ['a common password in other letter case', 'PassWord', 'password', true],
    ['a common number run', '123456789', 'password', true],
    ['the reset form names its own field', 'qwerty', 'newPassword', true],
    ['a long phrase', 'correct horse battery staple', 'password', false],
    ['an uncommon word with digits', 'Waypoint-card-7731', 'password', false],
  ])('%s: %s', (_case, password, field, refused) => {
    if (!refused) {
      expect(() => assertPasswordNotCommon(password, field)).not.toThrow();
      return;
    }
    let thrown: unknown;
    try {
      assertPasswordNotCommon(password, field);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field }] });
  });
});
