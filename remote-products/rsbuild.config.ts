import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appDefaults, remoteDefaults } from 'shared-ui/build/rsbuild-defaults';
import { devPorts } from 'shared-ui/build/federation';
import federation from './module-federation.config';

export default mergeRsbuildConfig(
  appDefaults({ cssPrefix: 'prd', port: devPorts.products }),
  remoteDefaults,
  defineConfig({ plugins: [pluginModuleFederation(federation)] }),
);
