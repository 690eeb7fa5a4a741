import { enquiryOptions } from 'shared-ui/site';
import { companyEn } from '../../../../locales/en';
import { optionCopyKeys } from '../enquiry';

describe('enquiry options', () => {
  it('has copy for each enquiry option: the spec’s eight, security, one per product, job applications and accessibility', () => {
    expect(enquiryOptions).toHaveLength(13);
    for (const option of enquiryOptions) expect(companyEn.contact.form.options[optionCopyKeys[option]]).toBeTruthy();
  });
});
