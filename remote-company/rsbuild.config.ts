import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults, remoteDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import { remotes } from 'shared-ui/site';
import { pluginRenderInNode, renderEnvironments, writeFragments } from 'shared-ui/build/render-in-node';
import { pluginAreaRoutes } from 'shared-ui/build/area-routes';
import federation from './module-federation.config';
import { companyRoutes } from './src/routes';
import { companyEn } from './src/locales/en';
import { companyFr } from './src/locales/fr';

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'cmp', port: devPorts.company }),
  remoteDefaults,
  renderEnvironments('./src/render/fragments.tsx'),
  defineConfig({
    plugins: [
      pluginModuleFederation(federation, { environment: 'web' }),
      pluginRenderInNode(writeFragments(remotes.company.name)),
      pluginAreaRoutes(remotes.company.name, companyRoutes, { en: companyEn, fr: companyFr }),
    ],
  }),
);
