import { readFileSync } from 'node:fs';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import { writeFrames } from './build/frames';
import { pluginRenderInNode, renderEnvironments } from 'shared-ui/build/render-in-node';
import { pluginFontsInPages } from 'shared-ui/build/font-stack';
import federation from './module-federation.config';

// Development: every app's React Refresh runtime, a late remote's included,
// must find React DOM (see the script).
const reactDevtoolsHook = {
  tag: 'script',
  children: readFileSync(new URL('./build/react-devtools-hook.js', import.meta.url), 'utf8'),
  head: true,
  append: false,
};

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'sh', port: devPorts.shell }),
  renderEnvironments('./src/render/frames.tsx'),
  defineConfig({
    plugins: [
      pluginModuleFederation(federation, { environment: 'web' }),
      pluginFontsInPages(),
      pluginRenderInNode(writeFrames),
    ],
    html: {
      template: './src/index.html',
      // Each page's title comes from its frame and fragments (and from the app after a navigation).
      // The remotes' places are in each composed page (build/frames.ts): no request for remotes.json.
      title: '',
      // In production the app's scripts go after the root, where the frames take them from into their
      // scripts slot (build/frames.ts); development keeps Rsbuild's default, under which its hot reload is tested.
      inject: process.env.NODE_ENV === 'production' ? 'body' : 'head',
      // Development only: a stand-in for React DevTools' hook (build/react-devtools-hook.js).
      tags: process.env.NODE_ENV === 'production' ? [] : [reactDevtoolsHook],
    },
    server: { historyApiFallback: true },
  }),
);
