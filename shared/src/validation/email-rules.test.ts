import { checkEmail } from './email-rules';
import { checkField } from './field-rules';

describe('checkEmail', () => {
  it.each(['', '   ', 'naam@voorbeeld.nl', ' naam @ voorbeeld.nl ', 'naam@voorbeeld', 'geen adres', 'a@b.c'])(
    'answers %j as checkField does for a mandatory and an optional e-mail field',
    (typed) => {
      expect(checkEmail(typed, true)).toBe(checkField({ type: 'email', mandatory: true }, typed));
      expect(checkEmail(typed, false)).toBe(checkField({ type: 'email', mandatory: false }, typed));
    },
  );

  it('names a missing and a malformed address', () => {
    expect(checkEmail('', true)).toBe('FieldMandatory');
    expect(checkEmail('naam@', true)).toBe('InvalidEmail');
    expect(checkEmail('naam@voorbeeld.nl', true)).toBeNull();
  });
});
