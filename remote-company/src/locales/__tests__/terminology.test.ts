import { englishTerms, frenchTerms, terminologyProblems } from 'shared-i18n/testing/terminology';
import { companyEn } from '../en';
import { companyFr } from '../fr';

// The review's terminology decisions hold in this area's copy (shared-i18n/testing/terminology.ts).
describe('company terminology', () => {
  it('French uses the chosen term for each concept and promises no more than English', () => {
    expect(terminologyProblems(companyFr, frenchTerms)).toEqual([]);
  });

  it('English keeps its spellings and makes no claim the consultancy cannot back', () => {
    expect(terminologyProblems(companyEn, englishTerms)).toEqual([]);
  });
});
