import { enquiryOptions } from 'shared-ui/site';
import { featuredServices, groupedServices, services } from '../services';
import { serviceGroups, serviceSlugs } from '../service-groups';

describe('services data', () => {
  it('covers exactly the slugs of the route table', () => {
    expect([...services.map((service) => service.slug)].sort()).toEqual([...serviceSlugs].sort());
  });

  it('orders services uniquely and features six', () => {
    expect(new Set(services.map((service) => service.order)).size).toBe(services.length);
    expect(featuredServices).toHaveLength(6);
  });

  it('maps every service to an enquiry option of the contact form', () => {
    for (const service of services) expect(enquiryOptions).toContain(service.enquiry);
    const bySlug = Object.fromEntries(services.map((service) => [service.slug, service.enquiry]));
    expect(bySlug['project-management']).toBe('project-management');
    expect(bySlug['quality-assurance']).toBe('quality-assurance');
    expect(bySlug['api-microservices']).toBe('system-integration');
  });

  it('groups every service once, as shared-ui does', () => {
    expect(groupedServices.map(({ group }) => group)).toEqual(['build', 'data', 'operate']);
    for (const { group, services: members } of groupedServices) {
      expect(members.map((service) => service.slug)).toEqual([...serviceGroups[group]]);
    }
  });
});
