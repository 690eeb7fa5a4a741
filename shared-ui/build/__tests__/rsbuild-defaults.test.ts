/**
 * @jest-environment node
 */
import { remoteRequestDeadlineMs } from '../../src/site/remote-deadline';
import { appDefaults } from '../rsbuild-defaults';

// ES-module-only packages Jest cannot load; their plugins are not under test here.
jest.mock('@rsbuild/plugin-react', () => ({ pluginReact: () => ({ name: 'react' }) }));
jest.mock('@rsbuild/plugin-sass', () => ({ pluginSass: () => ({ name: 'sass' }) }));

describe('appDefaults', () => {
  it("gives up on a chunk after the site's remote deadline, in every app (remote chunks load through the remote's own runtime)", () => {
    const { tools } = appDefaults({ cssPrefix: 'x', port: 3999 });
    expect(tools?.rspack).toEqual({ output: { chunkLoadTimeout: remoteRequestDeadlineMs } });
  });
});
