import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import { pluginSeoFiles } from './build/seo-files';
import federation from './module-federation.config';

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'sh', port: devPorts.shell }),
  defineConfig({
    plugins: [pluginModuleFederation(federation), pluginSeoFiles()],
    html: { template: './src/index.html' },
    server: { historyApiFallback: true },
  }),
);
