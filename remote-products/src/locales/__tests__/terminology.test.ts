import { englishTerms, frenchTerms, terminologyProblems } from 'shared-i18n/testing/terminology';
import { productsEn } from '../en';
import { productsFr } from '../fr';

// The review's terminology decisions hold in this area's copy (shared-i18n/testing/terminology.ts).
describe('products terminology', () => {
  it('French uses the chosen term for each concept and promises no more than English', () => {
    expect(terminologyProblems(productsFr, frenchTerms)).toEqual([]);
  });

  it('English keeps its spellings and makes no claim the consultancy cannot back', () => {
    expect(terminologyProblems(productsEn, englishTerms)).toEqual([]);
  });
});
