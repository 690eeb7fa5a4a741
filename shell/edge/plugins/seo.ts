import fp from 'fastify-plugin';
import { retryAfterSeconds } from 'shared-ui/deploy/compose.mjs';
import { ownedPages } from '../../deploy/routes-in-force.mjs';
import { seoFiles } from '../../deploy/seo-files.mjs';
import { refuse, sendMade, type EdgeSite } from '../site';

/**
 * robots.txt, which depends on no area (always there, so a crawler never reads an outage as "crawl nothing"),
 * and sitemap.xml: the home page and every page an area lists and owns under the prefixes in force, a 503 while
 * one area's routes cannot be had (a sitemap without its pages would drop them).
 */
export const seo = fp<{ site: EdgeSite }>((app, { site }, done) => {
  const robots = seoFiles([], site.siteOrigin)['robots.txt'];
  // GET and HEAD by one route (not Fastify's own HEAD route), so that a HEAD is compressed as its GET would be.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/robots.txt',
    handler: (request, reply) => sendMade(request, reply, robots, 'text/plain; charset=utf-8'),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    handler: async (request, reply) => {
      const { lists, routes, complete } = await site.routesOf(request);
      if (!complete) return refuse(reply, 503, { 'Retry-After': String(retryAfterSeconds) });
      const owned = lists.flatMap((list) => ownedPages(routes.prefixes, list).filter((page) => !page.unlisted));
      const sitemap = seoFiles(['/', ...owned.map((page) => page.path)], site.siteOrigin)['sitemap.xml'];
      return sendMade(request, reply, sitemap, 'application/xml; charset=utf-8');
    },
  });
  done();
});
