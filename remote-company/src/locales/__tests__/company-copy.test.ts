import { copyLeaves } from 'shared-i18n/testing/parity';
import { enquiryOptions } from 'shared-ui/site';
import { companyEn } from '../en';
import { companyFr } from '../fr';
import { milestones } from '../../data/milestones';
import { projects } from '../../data/projects';
import { positions } from '../../data/positions';
import { regions } from '../../data/regions';
import { valueIcons } from '../../data/about';
import { whyJoinIcons } from '../../data/careers';
import { capabilityIcons } from '../../data/capabilities';
import { optionCopyKeys } from '../../pages/contact/form/enquiry';

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe.each([
  ['en', companyEn],
  ['fr', companyFr],
])('company copy (%s)', (_language, copy) => {
  it('has the counts the pages and data modules expect', () => {
    expect(copy.about.values.items).toHaveLength(6);
    expect(copy.about.timeline.items).toHaveLength(5);
    expect(copy.projects.items).toHaveLength(4);
    expect(copy.projects.stats.items).toHaveLength(4);
    expect(copy.careers.positions.items).toHaveLength(2);
    expect(copy.careers.whyJoin.items).toHaveLength(4);
    expect(copy.contact.presence.regions).toHaveLength(4);
    expect(copy.legal.privacy.sections).toHaveLength(10);
    expect(copy.legal.terms.sections).toHaveLength(12);
    expect(Object.keys(copy.contact.form.options)).toHaveLength(11);
  });

  it('has no empty string anywhere', () => {
    const empty = copyLeaves(copy).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the capability figures of the spec (French typography may add a space before %)', () => {
    expect(copy.projects.stats.items.map((item) => item.value.replace(/\s/g, ''))).toEqual(['15+', '8', '12+', '98%']);
  });

  it('gives every legal section a unique id', () => {
    for (const document of [copy.legal.privacy, copy.legal.terms]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('French mirrors English', () => {
  it('has exactly the same structure (every key, every array length)', () => {
    expect(copyLeaves(companyFr).map(([path]) => path)).toEqual(copyLeaves(companyEn).map(([path]) => path));
  });

  it('keeps the same placeholders and section ids', () => {
    const french = new Map(copyLeaves(companyFr));
    for (const [path, value] of copyLeaves(companyEn)) {
      expect([path, placeholders(french.get(path))]).toEqual([path, placeholders(value)]);
    }
    expect(companyFr.legal.privacy.sections.map((s) => s.id)).toEqual(
      companyEn.legal.privacy.sections.map((s) => s.id),
    );
    expect(companyFr.legal.terms.sections.map((s) => s.id)).toEqual(companyEn.legal.terms.sections.map((s) => s.id));
  });
});

describe('data modules join the copy by index', () => {
  it('has one data entry per copy entry', () => {
    expect(milestones).toHaveLength(companyEn.about.timeline.items.length);
    expect(projects).toHaveLength(companyEn.projects.items.length);
    expect(positions).toHaveLength(companyEn.careers.positions.items.length);
    expect(regions).toHaveLength(companyEn.contact.presence.regions.length);
    expect(valueIcons).toHaveLength(companyEn.about.values.items.length);
    expect(whyJoinIcons).toHaveLength(companyEn.careers.whyJoin.items.length);
    expect(capabilityIcons).toHaveLength(companyEn.projects.stats.items.length);
  });

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

  it('has copy for each enquiry option: the spec’s eight, security and one per product', () => {
    expect(enquiryOptions).toHaveLength(11);
    for (const option of enquiryOptions) expect(companyEn.contact.form.options[optionCopyKeys[option]]).toBeTruthy();
  });
});
