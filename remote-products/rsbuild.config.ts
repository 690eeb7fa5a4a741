import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults, remoteDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import { remotes } from 'shared-ui/site';
import { pluginRenderInNode, renderEnvironments, writeFragments } from 'shared-ui/build/render-in-node';
import { pluginAreaRoutes } from 'shared-ui/build/area-routes';
import federation from './module-federation.config';
import { productsRoutes } from './src/routes';
import { productsEn } from './src/locales/en';
import { productsFr } from './src/locales/fr';

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'prd', port: devPorts.products }),
  remoteDefaults,
  renderEnvironments('./src/render/fragments.tsx'),
  defineConfig({
    plugins: [
      pluginModuleFederation(federation, { environment: 'web' }),
      pluginRenderInNode(writeFragments(remotes.products.name)),
      pluginAreaRoutes(remotes.products.name, productsRoutes, { en: productsEn, fr: productsFr }),
    ],
  }),
);
