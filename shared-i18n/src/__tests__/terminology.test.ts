import { englishTerms, frenchTerms, terminologyProblems } from '../../testing/terminology';
import { commonEn } from '../locales/common-en';
import { commonFr } from '../locales/common-fr';

// The review's terminology decisions hold in this area's copy (shared-i18n/testing/terminology.ts).
describe('common namespace terminology', () => {
  it('French uses the chosen term for each concept and promises no more than English', () => {
    expect(terminologyProblems(commonFr, frenchTerms)).toEqual([]);
  });

  it('English keeps its spellings and makes no claim the consultancy cannot back', () => {
    expect(terminologyProblems(commonEn, englishTerms)).toEqual([]);
  });
});
