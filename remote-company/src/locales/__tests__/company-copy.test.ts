import { copyLeaves } from 'shared-i18n/testing/parity';
import { companyEn } from '../en';
import { companyFr } from '../fr';
import { capabilities } from '../../data/capabilities';
import { milestones } from '../../data/milestones';
import { projects } from '../../data/projects';

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe.each([
  ['en', companyEn],
  ['fr', companyFr],
])('company copy (%s)', (_language, copy) => {
  it('has no empty string anywhere', () => {
    const empty = copyLeaves(copy).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the capability figures of the spec (French typography may add a space before %)', () => {
    const stats = copy.projects.stats.items;
    expect(capabilities.map(({ id }) => stats[id].value.replace(/\s/g, ''))).toEqual(['15+', '8', '12+', '98%']);
  });
});

describe('French mirrors English', () => {
  it('has exactly the same structure (every key, every array length)', () => {
    expect(copyLeaves(companyFr).map(([path]) => path)).toEqual(copyLeaves(companyEn).map(([path]) => path));
  });

  it('keeps the same placeholders', () => {
    const french = new Map(copyLeaves(companyFr));
    for (const [path, value] of copyLeaves(companyEn)) {
      expect([path, placeholders(french.get(path))]).toEqual([path, placeholders(value)]);
    }
  });
});

describe('data modules', () => {
  it('dates the milestones as the spec does', () => {
    expect(milestones.map((m) => m.date)).toEqual(['2010-05', '2010-09', '2012-02', '2014-11', '2015-08']);
  });

  it('features only the first project and marks the right statuses as primary', () => {
    expect(projects.map((p) => p.featured)).toEqual([true, false, false, false]);
    expect(projects.map((p) => p.status)).toEqual([
      'aerospace-integration',
      'completed',
      'completed',
      'quality-framework',
    ]);
  });
});
