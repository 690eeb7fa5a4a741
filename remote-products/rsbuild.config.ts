import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults, remoteDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import { remotes } from 'shared-ui/site';
import { pluginRenderInNode, renderEnvironments, writeFragments } from 'shared-ui/build/render-in-node';
import federation from './module-federation.config';

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'prd', port: devPorts.products }),
  remoteDefaults,
  renderEnvironments('./src/render/fragments.tsx'),
  defineConfig({
    plugins: [
      pluginModuleFederation(federation, { environment: 'web' }),
      pluginRenderInNode(writeFragments(remotes.products.name)),
    ],
  }),
);
