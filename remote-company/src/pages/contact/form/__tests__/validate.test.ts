import { emptyEnquiry, type Enquiry } from '../enquiry';
import { invalidFields, validateEnquiry } from '../validate';

const valid: Enquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  serviceInterest: 'aerospace',
  message: 'Hello',
};

describe('validateEnquiry', () => {
  it('accepts a complete enquiry, and one without the optional fields', () => {
    expect(validateEnquiry(valid)).toEqual({});
    expect(validateEnquiry({ ...valid, company: '', serviceInterest: '' })).toEqual({});
  });

  it('requires first name, last name, email and message, in form order', () => {
    const errors = validateEnquiry(emptyEnquiry);
    expect(invalidFields(errors)).toEqual(['firstName', 'lastName', 'email', 'message']);
    expect(errors.firstName).toEqual({ kind: 'required' });
  });

  it('treats whitespace-only input as missing', () => {
    expect(validateEnquiry({ ...valid, message: '   \n ' }).message).toEqual({ kind: 'required' });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com'])(
    'rejects the email %p',
    (email) => {
      expect(validateEnquiry({ ...valid, email }).email).toEqual({ kind: 'email' });
    },
  );

  it('bounds lengths: names 100, company 150, message 5,000', () => {
    expect(validateEnquiry({ ...valid, firstName: 'a'.repeat(100) })).toEqual({});
    expect(validateEnquiry({ ...valid, firstName: 'a'.repeat(101) }).firstName).toEqual({ kind: 'tooLong', max: 100 });
    expect(validateEnquiry({ ...valid, lastName: 'a'.repeat(101) }).lastName).toEqual({ kind: 'tooLong', max: 100 });
    expect(validateEnquiry({ ...valid, company: 'a'.repeat(151) }).company).toEqual({ kind: 'tooLong', max: 150 });
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(5000) })).toEqual({});
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(5001) }).message).toEqual({ kind: 'tooLong', max: 5000 });
  });

  it('rejects a service value that is not one of the eight options', () => {
    expect(validateEnquiry({ ...valid, serviceInterest: 'hacking' }).serviceInterest).toBeDefined();
  });

  it('keeps hostile input as plain text: it is valid data, not markup', () => {
    const hostile = { ...valid, company: '<script>alert("x")</script>', message: `"'><img src=x onerror=alert(1)>` };
    expect(validateEnquiry(hostile)).toEqual({});
  });
});
