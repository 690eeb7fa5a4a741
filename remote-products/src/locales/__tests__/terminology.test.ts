import { englishTerms, frenchTerms, terminologyProblems } from 'shared-i18n/testing/terminology';
import { en } from '../en';
import { fr } from '../fr';

// The review's terminology decisions hold in this area's copy (shared-i18n/testing/terminology.ts).
describe('products terminology', () => {
  it('French uses the chosen term for each concept and promises no more than English', () => {
    expect(terminologyProblems(fr, frenchTerms)).toEqual([]);
  });

  it('English keeps its spellings and makes no claim the consultancy cannot back', () => {
    expect(terminologyProblems(en, englishTerms)).toEqual([]);
  });
});
