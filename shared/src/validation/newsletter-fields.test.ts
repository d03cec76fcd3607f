import {
  checkConsentText,
  checkNewsletterEmail,
  checkNewsletterSignup,
  MAX_CONSENT_TEXT_LENGTH,
  normaliseNewsletterEmail,
} from './newsletter-fields';
import { checkField } from './field-rules';

describe('newsletter fields', () => {
  it.each(['', '   ', 'naam@voorbeeld.nl', ' naam @ voorbeeld.nl ', 'naam@voorbeeld', 'geen adres'])(
    'judges the address %j as the e-mail rule of spec 1 §5 does',
    (typed) => {
      expect(checkNewsletterEmail(typed)).toBe(checkField({ type: 'email', mandatory: true, maxLength: 254 }, typed));
    },
  );

  it('refuses an address longer than a mail server takes, before its form is judged', () => {
    expect(checkNewsletterEmail(`${'a'.repeat(250)}@voorbeeld.nl`)).toBe('FieldTooLong');
    expect(checkNewsletterEmail(`${'a'.repeat(240)}@voorbeeld.nl`)).toBeNull();
  });

  it('stores addresses without spaces and in lower case, so one person is one sign-up', () => {
    expect(normaliseNewsletterEmail(' Anna @Voorbeeld.NL ')).toBe('anna@voorbeeld.nl');
  });

  it('needs a consent statement of sensible length', () => {
    expect(checkConsentText('  ')).toBe('FieldMandatory');
    expect(checkConsentText('x'.repeat(MAX_CONSENT_TEXT_LENGTH + 1))).toBe('FieldTooLong');
    expect(checkConsentText('Ik wil de nieuwsbrief ontvangen.')).toBeNull();
  });

  it('lists every problem in the order of the form', () => {
    expect(checkNewsletterSignup({ RecipientEmail: 'anna@', ConsentText: '' })).toEqual([
      { field: 'RecipientEmail', error: 'InvalidEmail' },
      { field: 'ConsentText', error: 'FieldMandatory' },
    ]);
    expect(checkNewsletterSignup({ RecipientEmail: 'anna@voorbeeld.nl', ConsentText: 'Ja.' })).toEqual([]);
  });
});
