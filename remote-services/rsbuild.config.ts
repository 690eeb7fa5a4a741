import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults, remoteDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import { remotes } from 'shared-ui/site';
import { pluginRenderInNode, renderEnvironments, writeFragments } from 'shared-ui/build/render-in-node';
import { pluginAreaRoutes } from 'shared-ui/build/area-routes';
import federation from './module-federation.config';
import { servicesRoutes } from './src/routes';
import { servicesEn } from './src/locales/en';
import { servicesFr } from './src/locales/fr';

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'svc', port: devPorts.services }),
  remoteDefaults,
  renderEnvironments('./src/render/fragments.tsx'),
  defineConfig({
    plugins: [
      pluginModuleFederation(federation, { environment: 'web' }),
      pluginRenderInNode(writeFragments(remotes.services.name)),
      pluginAreaRoutes(remotes.services.name, servicesRoutes, { en: servicesEn, fr: servicesFr }),
    ],
  }),
);
