import { homeBlocksOf, remoteModuleForPath, remotes, routesOf, type RemoteArea } from '../routes';

describe('the route table', () => {
  it('finds the module that renders a path, whatever its query and hash; none for the shell’s own pages', () => {
    expect(remoteModuleForPath('/services/cloud-devops?from=menu#benefits')).toBe('remote_services/ServiceDetailPage');
    expect(remoteModuleForPath('/contact')).toBe('remote_company/ContactPage');
    expect(remoteModuleForPath('/')).toBeUndefined();
    expect(remoteModuleForPath('/no-such-page')).toBeUndefined();
  });

  it('gives every module a remote exposes a route or a place on the home page', () => {
    for (const area of Object.keys(remotes) as RemoteArea[]) {
      const used = new Set([...routesOf(area), ...homeBlocksOf(area)].map(({ module }) => module));
      expect([...remotes[area].exposes].filter((module) => !used.has(module))).toEqual([]);
    }
  });
});
