import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as i18next from 'i18next';
// eslint-disable-next-line no-restricted-imports -- the whole module is the areas' shared copy; nothing here calls it
import * as sharedI18n from 'shared-i18n';
import { BrowserRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

/**
 * The shell's own copy of each package the areas share as singletons
 * (shared-ui/build/federation.ts). react-router and react-i18next are
 * shared cut down to the exports the areas use, and so is what the shell
 * gives: the rest of those packages stays out of the shell's entry.
 */
const sharedModules: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDom,
  'react-router': { BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useLocation, useNavigate },
  i18next,
  'react-i18next': { I18nextProvider, initReactI18next, useTranslation },
  'shared-i18n': sharedI18n,
};

/** Each shared package's version, from the lockfile the shell was built with (rsbuild.config.ts; none in unit tests). */
declare const SHARED_VERSIONS: Record<string, string>;

const versionOf = (name: string): string =>
  (typeof SHARED_VERSIONS === 'undefined' ? undefined : SHARED_VERSIONS[name]) ?? '0.0.0';

let instance: Promise<ModuleFederation> | undefined;

/**
 * The federation runtime, loaded the first time an area's code is needed
 * (a navigation, a view near the viewport or a visitor's intent), never with
 * the page: the shell is a pure-runtime host. It offers its own copies of the
 * shared packages, already loaded, so with 'loaded-first' every area takes
 * them (one React, one router, one i18next), and it puts the runtime's core
 * where the areas, built with externalRuntime, look for it. Every request of
 * an area has the remotes' deadline (request-deadline-plugin.ts).
 */
export function federation(): Promise<ModuleFederation> {
  instance ??= import('./federation-runtime').then(
    ({ createFederation }) => createFederation(sharedModules, versionOf),
    (error: unknown) => {
      // The runtime's chunk did not arrive: the next need tries again.
      instance = undefined;
      throw error;
    },
  );
  return instance;
}
