import { startApp } from '../../shell/src/public/browser';
import { oneBundleModules } from './one-bundle-modules';

void startApp(oneBundleModules);
