import { routesList } from '../area-routes';
import { fragmentsContract, readRoutes } from '../../contract/fragments.mjs';
import type { AreaRouteTable } from '../../src/site/routes';

const copy = {
  en: { menu: { build: 'Build' }, items: { a: { title: 'Alpha' }, b: { title: 'Beta' } } },
  fr: { menu: { build: 'Construire' }, items: { a: { title: 'Alpha FR' }, b: { title: 'Bêta' } } },
};

const table: AreaRouteTable = {
  pages: [
    { path: '/things', module: 'ThingsPage' },
    { path: '/things/a', module: 'ThingPage' },
    { path: '/things/b', module: 'ThingPage', unlisted: true },
  ],
  menu: [
    {
      group: 'services',
      sections: [
        {
          key: 'build',
          label: 'menu.build',
          links: [
            { path: '/things/a', label: 'items.a.title' },
            { path: '/things/b', label: 'items.b.title' },
          ],
        },
      ],
    },
  ],
  redirects: [{ from: '/old-things', to: '/things' }],
};

describe("an area's routes as its build publishes them (routes.json)", () => {
  it('takes each label from the copy of each language, under the contract and the name', () => {
    const list = routesList('remote_things', table, copy);
    expect(list).toMatchObject({ contract: fragmentsContract, name: 'remote_things', redirects: table.redirects });
    expect(list.pages[2]).toEqual({ path: '/things/b', module: 'ThingPage', unlisted: true });
    expect(list.menu[0]?.sections[0]).toEqual({
      key: 'build',
      label: { en: 'Build', fr: 'Construire' },
      links: [
        { path: '/things/a', label: { en: 'Alpha', fr: 'Alpha FR' } },
        { path: '/things/b', label: { en: 'Beta', fr: 'Bêta' } },
      ],
    });
  });

  it('fails the build on a label missing from one language', () => {
    const fr = { ...copy.fr, items: { a: { title: 'Alpha FR' } } };
    expect(() => routesList('remote_things', table, { en: copy.en, fr })).toThrow(
      'remote_things (fr): no text at items.b.title',
    );
  });

  it('fails the build on a path that is not one, a page listed twice, a menu link or redirect that leads nowhere', () => {
    const wrong = (change: Partial<AreaRouteTable>) => () => routesList('remote_things', { ...table, ...change }, copy);
    expect(wrong({ pages: [...table.pages, { path: '/Things/C', module: 'ThingPage' }] })).toThrow(/lower-case/);
    expect(wrong({ pages: [...table.pages, { path: '/things/a', module: 'ThingPage' }] })).toThrow(
      '/things/a is listed twice',
    );
    expect(wrong({ pages: table.pages.slice(0, 2) })).toThrow('the menu links /things/b, which is not a page');
    expect(wrong({ redirects: [{ from: '/old', to: '/nowhere' }] })).toThrow(
      '/old redirects to /nowhere, which is not a page',
    );
    expect(wrong({ redirects: [{ from: '/things/a', to: '/things' }] })).toThrow('/things/a is a page and a redirect');
  });

  it('publishes the queries a page is rendered for, and fails the build on one that is not words, empty or named twice', () => {
    const pages = (queries: Record<string, string>[]) => [{ path: '/things', module: 'ThingsPage', queries }];
    const asking = (queries: Record<string, string>[]) => () =>
      routesList('remote_things', { pages: pages(queries), menu: [], redirects: [] }, copy);
    const queries: Record<string, string>[] = [{ kind: 'a-b' }, { kind: 'a-b', size: 'large' }];
    expect(asking(queries)().pages).toEqual(pages(queries));
    expect(asking([{ kind: 'A b' }])).toThrow(/lower-case words joined by hyphens/);
    expect(asking([])).toThrow('Invalid length: Expected >=1');
    expect(asking([{}])).toThrow('a query of one parameter at least');
    expect(
      asking([
        { kind: 'a', size: 's' },
        { size: 's', kind: 'a' },
      ]),
    ).toThrow('/things names ?kind=a&size=s twice');
  });
});

describe("reading a release's routes", () => {
  const base = 'https://cdn.example.com/things/7/';
  const release = (files: Record<string, unknown>) => (path: string) =>
    Promise.resolve(path in files ? JSON.stringify(files[path]) : undefined);

  it('reads its routes.json, of this contract (4) or the previous (3)', async () => {
    const list = routesList('remote_things', table, copy);
    expect(list.contract).toBe(4);
    await expect(readRoutes(release({ 'routes.json': list }), base)).resolves.toEqual(list);
    const previous = { ...list, contract: 3 };
    await expect(readRoutes(release({ 'routes.json': previous }), base)).resolves.toEqual(previous);
  });

  it('refuses a routes.json that does not hold, saying where, which versions it reads and why', async () => {
    const list = routesList('remote_things', table, copy);
    for (const contract of [5, 2])
      await expect(readRoutes(release({ 'routes.json': { ...list, contract } }), base)).rejects.toThrow(
        `${base}routes.json: contract ${contract}: this reader reads 4 and 3`,
      );
    await expect(readRoutes(release({ 'routes.json': { ...list, contract: 3, menu: 'none' } }), base)).rejects.toThrow(
      `${base}routes.json (contract 3): menu Invalid type`,
    );
    const twice = { ...list, pages: [...list.pages, list.pages[0]] };
    await expect(readRoutes(release({ 'routes.json': twice }), base)).rejects.toThrow('/things is listed twice');
  });

  it('takes the pages of a release built before routes were published from its fragments (contract 4 or 3), with no menu entry or redirect', async () => {
    const files = { en: 'en/things.json', fr: 'fr/things.json' };
    const fragments = {
      contract: fragmentsContract,
      name: 'remote_things',
      pages: { '/things': { module: 'ThingsPage', ...files, parts: [] } },
      blocks: {},
    };
    const pages = {
      contract: fragmentsContract,
      name: 'remote_things',
      pages: [{ path: '/things', module: 'ThingsPage' }],
      menu: [],
      redirects: [],
    };
    await expect(readRoutes(release({ 'fragments/fragments.json': fragments }), base)).resolves.toEqual(pages);
    const previous = { ...fragments, contract: 3, pages: { '/things': { module: 'ThingsPage', ...files } } };
    await expect(readRoutes(release({ 'fragments/fragments.json': previous }), base)).resolves.toEqual(pages);
    await expect(readRoutes(release({}), base)).resolves.toBeUndefined();
    await expect(
      readRoutes(release({ 'fragments/fragments.json': { ...fragments, contract: 1 } }), base),
    ).rejects.toThrow(`${base}: no routes.json, and fragments contract 1 of ${base}: this composer reads 4 and 3`);
  });
});
