import fp from 'fastify-plugin';
import type { RouteHandlerMethod } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestPath } from 'shared-ui/server-kit/request-checks';
import { remotesJsonText } from 'shared-ui/contract/locations';
import { refuse, sendMade, type EdgeSite } from '../site';

/** A path that names a file (an extension), not a page. */
export const isFilePath = (path: string) => /\.[a-z0-9]+$/.test(path);

/** A file of a build that is no one's to fetch: the federation's build statistics, the shell's frames. */
export const isUnserved = (path: string) => path.endsWith('/mf-stats.json') || path.startsWith('/frames/');

/**
 * The releases' files, sent as stored with the build's brotli and gzip copies: the shell's (reply.sendFile, from
 * its build; the pages plugin sends them), the areas' under /releases/ (their files and nothing else, never a
 * page), where each area is now (/remotes.json: its stable release, and its canary while one runs, for the
 * app's Retry to see a redeploy since the page was composed), and the deploy's contact-config.json.
 */
export const releases = fp<{ site: EdgeSite }>(async (app, { site }) => {
  const { config } = site;
  await app.register(fastifyStatic, {
    root: config.shellDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });
  // GET and HEAD by one route each (not Fastify's own HEAD route), so that a HEAD is compressed as its GET would be.
  const get = (url: string, handler: RouteHandlerMethod) => app.route({ method: ['GET', 'HEAD'], url, handler });
  get('/releases/*', (request, reply) => {
    const path = requestPath(request.url) ?? '';
    return isFilePath(path) && !isUnserved(path)
      ? reply.sendFile(path.slice('/releases'.length), config.releasesDir)
      : refuse(reply, 404);
  });
  get('/remotes.json', (request, reply) =>
    sendMade(
      request,
      reply,
      remotesJsonText(site.statesOf(request), (manifest) => new URL(manifest, site.siteOrigin).href),
      'application/json; charset=utf-8',
    ),
  );
  get('/contact-config.json', (_request, reply) => reply.sendFile('contact-config.json', config.deployDir));
});
