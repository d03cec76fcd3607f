import { checkField, checkFile, isValidEmail, isValidPhoneNumber, stripSpaces } from './field-rules';

const name = { type: 'shortTextField', mandatory: true, maxLength: 50 } as const;

describe('checkField (spec 1 §5, first failing rule wins)', () => {
  it('FieldMandatory for an empty or blank mandatory value; nothing for an empty optional one', () => {
    expect(checkField(name, '')).toBe('FieldMandatory');
    expect(checkField(name, '   ')).toBe('FieldMandatory');
    expect(checkField({ type: 'shortTextField', mandatory: false }, '')).toBeNull();
  });

  it('FieldTooLong past maxLength, after left-trimming', () => {
    expect(checkField(name, 'a'.repeat(50))).toBeNull();
    expect(checkField(name, `   ${'a'.repeat(50)}`)).toBeNull();
    expect(checkField(name, 'a'.repeat(51))).toBe('FieldTooLong');
  });

  it('InvalidEmail for an address without @ or domain; spaces are stripped first', () => {
    const email = { type: 'email', mandatory: true } as const;
    expect(checkField(email, 'jan@voorbeeld')).toBe('InvalidEmail');
    expect(checkField(email, 'jan.voorbeeld.nl')).toBe('InvalidEmail');
    expect(checkField(email, ' jan @voorbeeld.nl ')).toBeNull();
    expect(stripSpaces(' j an@x.nl ')).toBe('jan@x.nl');
    expect(isValidEmail('a@b.c')).toBe(true);
  });

  it('InvalidPhoneNumber for text that is no phone number', () => {
    const phone = { type: 'telephone', mandatory: true } as const;
    expect(checkField(phone, 'bel me')).toBe('InvalidPhoneNumber');
    expect(checkField(phone, '0612345678')).toBeNull();
  });

  it('InvalidPlace for digits in a text-only field', () => {
    const place = { type: 'textOnlyField', mandatory: true } as const;
    expect(checkField(place, 'Utrecht 3')).toBe('InvalidPlace');
    expect(checkField(place, "'s-Hertogenbosch")).toBeNull();
  });

  it('InvalidCharacters for a control character in a text field, but a long text keeps its lines', () => {
    const name = { type: 'shortTextField', mandatory: true } as const;
    for (const value of ['Anna\u0000', 'An\u0007na', 'Anna\nVries', 'Anna\u009b']) {
      expect(checkField(name, value)).toBe('InvalidCharacters');
    }
    expect(checkField({ type: 'textOnlyField', mandatory: true }, 'Zwolle\t')).toBe('InvalidCharacters');
    const motivation = { type: 'longTextField', mandatory: false } as const;
    expect(checkField(motivation, 'Beste lezer,\r\n\tIk help graag.')).toBeNull();
    expect(checkField(motivation, 'Ik help\u001b[2J graag.')).toBe('InvalidCharacters');
    expect(checkField(name, 'Zoë Ñúñez-ŁódŹ')).toBeNull();
  });

  it('the first failing rule wins: too long beats invalid', () => {
    expect(checkField({ type: 'email', mandatory: true, maxLength: 5 }, 'abcdefg')).toBe('FieldTooLong');
  });
});

describe('isValidPhoneNumber', () => {
  it.each(['123-456-7890', '(123) 456 7890', '123.456.7890', '1234567890'])('accepts the spec pattern %s', (value) => {
    expect(isValidPhoneNumber(value)).toBe(true);
  });

  it.each([
    '0612345678',
    '06-12345678',
    '06 12 34 56 78',
    '030-1234567',
    '020 123 4567',
    '+31 6 12345678',
    '+31 (0)6 12345678',
    '0031612345678',
    '0031 20 123 4567',
    '(020) 123 45 67',
  ])('accepts the Dutch number %s', (value) => {
    expect(isValidPhoneNumber(value)).toBe(true);
  });

  it.each([
    '123-456.7890',
    '06123',
    '061234567890',
    '+32 6 12345678',
    'nul zes',
    '06-1234-5678x',
    '06 1234 5678 ext 12',
    '+44 20 7946 0958',
    '12345',
  ])('rejects %s', (value) => {
    expect(isValidPhoneNumber(value)).toBe(false);
  });
});

describe('checkFile', () => {
  it('FileMandatory only when the file is mandatory', () => {
    expect(checkFile(true, null)).toBe('FileMandatory');
    expect(checkFile(false, null)).toBeNull();
  });

  it('FilNameTooLong at 255 characters or more', () => {
    expect(checkFile(true, { name: `${'a'.repeat(251)}.pdf`, size: 10 })).toBe('FilNameTooLong');
    expect(checkFile(true, { name: `${'a'.repeat(250)}.pdf`, size: 10 })).toBeNull();
  });

  it('FileTypeForbidden for anything but .pdf, .doc and .docx (any case)', () => {
    expect(checkFile(true, { name: 'cv.exe', size: 10 })).toBe('FileTypeForbidden');
    expect(checkFile(true, { name: 'cv', size: 10 })).toBe('FileTypeForbidden');
    expect(checkFile(true, { name: 'CV.PDF', size: 10 })).toBeNull();
    expect(checkFile(true, { name: 'cv.docx', size: 10 })).toBeNull();
  });

  it('FileTooBig above 2097152 bytes', () => {
    expect(checkFile(true, { name: 'cv.doc', size: 2_097_152 })).toBeNull();
    expect(checkFile(true, { name: 'cv.doc', size: 2_097_153 })).toBe('FileTooBig');
  });
});
