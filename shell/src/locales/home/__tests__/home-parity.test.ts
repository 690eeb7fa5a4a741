import { findParityProblems } from 'shared-i18n/testing/parity';
import { homeEn } from '../en';
import { homeFr } from '../fr';

it('home copy is complete in French', () => {
  expect(findParityProblems(homeEn, homeFr)).toEqual([]);
});
