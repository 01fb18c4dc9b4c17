import { describe, expect, it } from 'vitest';
import {
  checkAgreement,
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPassword,
  checkPhone,
  checkRepeat,
  firstProblem,
} from './validation';

describe('login dialog validation (spec section 5)', () => {
  it('email: empty, then the simple {email} pattern', () => {
    expect(checkEmail('')).toBe('emailEmpty');
    expect(checkEmail('   ')).toBe('emailEmpty');
    expect(checkEmail('shopper')).toBe('correctEmail');
    expect(checkEmail('a@b')).toBe('correctEmail');
    expect(checkEmail(' shopper@example.com ')).toBeNull();
  });

  it('phone: empty, then digits only', () => {
    expect(checkPhone('')).toBe('emptyPhone');
    expect(checkPhone('13a00')).toBe('correctPhone');
    expect(checkPhone('13800138000')).toBeNull();
  });

  it('codes: empty, then letters, digits or underscore', () => {
    expect(checkCode('')).toBe('emptyCaptche');
    expect(checkCode('12 34')).toBe('correctCaptche');
    expect(checkCode('12-34')).toBe('correctCaptche');
    expect(checkCode('123_AB')).toBeNull();
  });

  it('passwords: sign-in needs any, a new one follows the server rules, the repeat must match', () => {
    expect(checkPassword('')).toBe('emptyPassword');
    expect(checkPassword('x')).toBeNull();
    expect(checkPassword('x'.repeat(129)), 'its own sentence, not "fill in" (audit FN6)').toBe('longPassword');
    expect(checkNewPassword('')).toBe('emptyPassword');
    expect(checkNewPassword('short1')).toBe('weakPassword');
    expect(checkNewPassword('onlyletters')).toBe('weakPassword');
    expect(checkNewPassword('Password123')).toBe('commonPassword');
    expect(checkNewPassword('Kettle-42-blue')).toBeNull();
    // Letters of any script, the length in characters (audit FN5).
    expect(checkNewPassword('รหัสผ่านของฉัน2024')).toBeNull();
    expect(checkNewPassword('😀😀😀😀a1')).toBe('weakPassword');
    expect(checkRepeat('Kettle-42-blue', '')).toBe('againPassword');
    expect(checkRepeat('Kettle-42-blue', 'Kettle-42-blu')).toBe('diffPassword');
    expect(checkRepeat('Kettle-42-blue', 'Kettle-42-blue')).toBeNull();
  });

  it('agreement and the first problem of a form', () => {
    expect(checkAgreement(false)).toBe('agreement');
    expect(firstProblem(null, checkAgreement(false), checkEmail(''))).toBe('agreement');
    expect(firstProblem(null, null)).toBeNull();
  });
});
