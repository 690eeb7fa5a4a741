import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federationSharedChunks, findWorkspaceRoot, portableModuleIds, sortUsedIn } from '../reproducible';

const identifiersIn = (root: string) => [
  `consume shared module (default) react@* (strict) (fallback: ${root}/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js)`,
  `builtin:swc-loader??ruleSet[1].rules[3].oneOf[3].use[0]!${root}/remote-company/src/pages/about/about-page.tsx`,
  `provide module (default) shared-ui@1.0.0 = ${root}/shared-ui/src/index.ts`,
  `${root}/remote-company/src/index.ts`,
];

describe('portableModuleIds', () => {
  it('gives the same ids to the same modules whatever folder the checkout is in', () => {
    const here = portableModuleIds(identifiersIn('/home/ci/site'), '/home/ci/site');
    const there = portableModuleIds(identifiersIn('/tmp/other/clone'), '/tmp/other/clone');
    expect([...here.values()]).toEqual([...there.values()]);
  });

  it('gives every module its own short id', () => {
    const identifiers = Array.from({ length: 2000 }, (_, index) => `/w/src/module-${index}.ts`);
    const ids = [...portableModuleIds(identifiers, '/w').values()];
    expect(new Set(ids).size).toBe(identifiers.length);
    expect(Math.min(...ids.map((id) => id.length))).toBe(2);
    expect(Math.max(...ids.map((id) => id.length))).toBeLessThanOrEqual(4);
    expect(ids.every((id) => /^[a-zA-Z0-9]+$/.test(id))).toBe(true);
  });

  it('does not depend on the order the bundler lists the modules in', () => {
    const identifiers = identifiersIn('/w');
    const forward = portableModuleIds(identifiers, '/w');
    const backward = portableModuleIds([...identifiers].reverse(), '/w');
    for (const identifier of identifiers) expect(backward.get(identifier)).toBe(forward.get(identifier));
  });
});

describe('federationSharedChunks', () => {
  it('gives each shared package one chunk, named from its library identifier, which holds no path', () => {
    const consume = (libIdent: string) => ({ libIdent: () => libIdent });
    expect(federationSharedChunks.name(consume('webpack/sharing/consume/default/react-dom/react-dom'))).toBe(
      'webpack_sharing_consume_default_react-dom_react-dom',
    );
    expect(federationSharedChunks.name(consume('webpack/sharing/consume/default/@scope/pkg'))).toBe(
      'webpack_sharing_consume_default_scope_pkg',
    );
  });

  it('takes only consume-shared modules, ahead of the default group that would split them anonymously', () => {
    expect(federationSharedChunks.type).toBe('consume-shared-module');
    expect(federationSharedChunks.priority).toBeGreaterThan(-20);
  });
});

describe('sortUsedIn', () => {
  it('sorts every usedIn list of a federation stats file and leaves the rest alone', () => {
    const stats = {
      shared: [{ name: 'react', usedIn: ['./b', './a'], assets: { js: ['z.js', 'a.js'] } }],
      remotes: [],
    };
    expect(sortUsedIn(stats)).toEqual({
      shared: [{ name: 'react', usedIn: ['./a', './b'], assets: { js: ['z.js', 'a.js'] } }],
      remotes: [],
    });
  });
});

describe('findWorkspaceRoot', () => {
  it('finds the folder with pnpm-workspace.yaml above an app', () => {
    const root = mkdtempSync(join(tmpdir(), 'ws-'));
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    mkdirSync(join(root, 'shell'));
    expect(findWorkspaceRoot(join(root, 'shell'))).toBe(root);
  });
});
