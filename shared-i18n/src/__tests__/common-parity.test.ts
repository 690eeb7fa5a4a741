import { findParityProblems } from '../../testing/parity';
import { commonEn } from '../locales/common-en';
import { commonFr } from '../locales/common-fr';

describe('common namespace', () => {
  it('has every English key in French, non-empty', () => {
    expect(findParityProblems(commonEn, commonFr)).toEqual([]);
  });

  it('reports a missing or empty French key', () => {
    const broken = { ...commonFr, skipToContent: '', nav: { ...commonFr.nav, home: undefined } };
    expect(findParityProblems(commonEn, broken)).toEqual(['skipToContent: empty', 'nav.home: missing']);
  });
});
