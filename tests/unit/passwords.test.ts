import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../domain/passwords';

describe('password rule', () => {
  it('accepts the demo password and other fitting ones', () => {
    expect(passwordProblem('Bankshift-demo-1', 'superadmin@bankshift.test')).toBeNull();
    expect(passwordProblem('correct horse 7 battery')).toBeNull();
    expect(passwordProblem('ünïcödé-pass-9', 'jo@x.test')).toBeNull();
  });

  it('names the rule that a password breaks', () => {
    expect(passwordProblem('Short-1')).toMatch(/at least 10 characters/);
    expect(passwordProblem('no-digits-here')).toMatch(/one letter and one digit/);
    expect(passwordProblem('1234567890!')).toMatch(/one letter and one digit/);
    expect(passwordProblem('x1'.repeat(40))).toMatch(/at most 72 bytes/);
    expect(passwordProblem('Nurse13-password', 'nurse13@bankshift.test')).toMatch(/email name/);
  });

  it('ignores an email name under 3 characters', () => {
    expect(passwordProblem('abcdefghij1', 'ab@x.test')).toBeNull();
  });
});
