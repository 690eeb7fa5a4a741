import { readFileSync } from 'node:fs';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { appDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts, sharedVersions } from 'shared-ui/build/federation';
import { writeFrames } from './build/frames';
import { pluginRenderInNode, renderEnvironments } from 'shared-ui/build/render-in-node';
import { pluginFontsInPages } from 'shared-ui/build/font-stack';

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
    plugins: [pluginFontsInPages(), pluginRenderInNode(writeFrames)],
    // The shell is a pure-runtime host: no federation plugin, and the runtime loads on need
    // (src/lib/remotes/federation.ts), with the shell's copy of each shared package at this version.
    source: { define: { SHARED_VERSIONS: JSON.stringify(sharedVersions(import.meta.url)) } },
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
