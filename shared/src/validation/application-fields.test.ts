import {
  applicationFields,
  checkApplication,
  checkApplicationField,
  type ApplicationField,
} from './application-fields';

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('applicationFields', () => {
  it('the long volunteer form has every field of spec 1 §3, the name first and the optional gender last', () => {
    expect(names(applicationFields('volunteer', 'long'))).toEqual([
      'FirstName',
      'Insertion',
      'LastName',
      'City',
      'PhoneNumber',
      'Email',
      'Motivation',
      'LinkedIn',
      'Attachment',
      'Education',
      'Gender',
    ]);
  });

  it('the short form leaves out the long-form-only fields', () => {
    expect(names(applicationFields('volunteer'))).toEqual([
      'FirstName',
      'Insertion',
      'LastName',
      'City',
      'PhoneNumber',
      'Email',
      'Motivation',
      'Gender',
    ]);
  });

  it('the corporate form has no gender, place, LinkedIn or education, and more mandatory fields', () => {
    const fields = applicationFields('corporate');
    expect(names(fields)).toEqual([
      'FirstName',
      'Insertion',
      'LastName',
      'PhoneNumber',
      'Email',
      'Motivation',
      'Attachment',
    ]);
    expect(names(fields.filter((field) => field.mandatory))).toEqual([
      'FirstName',
      'LastName',
      'PhoneNumber',
      'Email',
      'Motivation',
      'Attachment',
    ]);
  });
});

describe('checkApplication', () => {
  const valid = {
    FirstName: 'Anna',
    LastName: 'de Vries',
    City: 'Utrecht',
    PhoneNumber: '06-12345678',
    Email: 'anna@voorbeeld.nl',
  };

  it('finds nothing wrong with a complete short application', () => {
    expect(checkApplication(applicationFields('volunteer'), valid, null)).toEqual({});
  });

  it('lists every failing field with its first failing rule', () => {
    expect(checkApplication(applicationFields('volunteer'), { City: 'Utrecht 1', Email: 'anna' }, null)).toEqual({
      FirstName: 'FieldMandatory',
      LastName: 'FieldMandatory',
      City: 'InvalidPlace',
      PhoneNumber: 'FieldMandatory',
      Email: 'InvalidEmail',
    });
  });

  it('checks the file only where the form has one', () => {
    expect(checkApplication(applicationFields('corporate'), { ...valid, Motivation: 'Graag' }, null)).toEqual({
      Attachment: 'FileMandatory',
    });
    expect(checkApplication(applicationFields('volunteer', 'long'), valid, { name: 'cv.exe', size: 1 })).toEqual({
      Attachment: 'FileTypeForbidden',
    });
  });

  it('refuses a gender that is not one of the choices', () => {
    expect(checkApplication(applicationFields('volunteer'), { ...valid, Gender: 'robot' }, null)).toEqual({
      Gender: 'FieldMandatory',
    });
  });

  it('knows a radio choice by its value, most picked or not', () => {
    const field: ApplicationField = {
      name: 'Gender',
      type: 'radioGroup',
      mandatory: true,
      items: [{ value: 'a' }, { value: 'b', mostPicked: true }],
    };
    expect(checkApplicationField(field, { Gender: 'b' }, null)).toBeNull();
    expect(checkApplicationField(field, { Gender: 'c' }, null)).toBe('FieldMandatory');
  });

  it('offers the genders without a "most picked" nudge', () => {
    const gender = applicationFields('volunteer').find((field) => field.name === 'Gender');
    expect(gender?.items).toEqual([{ value: 'male' }, { value: 'female' }, { value: 'unknown' }]);
  });
});
