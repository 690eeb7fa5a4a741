import { configFromEnvironment } from '../config';

describe('the edge’s configuration', () => {
  it('reads the environment, with defaults for what may be left out', () => {
    const config = configFromEnvironment({
      EDGE_DEPLOY_DIR: '/srv/kestrel/deploy',
      EDGE_SHELL_DIST: '/srv/kestrel/shell',
      SITE_URL: 'https://www.example.com',
      EDGE_API_UPSTREAM: 'http://127.0.0.1:4004/',
      EDGE_EXTRA_ORIGINS: 'https://cdn.example.com/x,https://fonts.example.com',
    });
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 4000,
      siteUrl: 'https://www.example.com',
      cacheBytes: 64 * 1024 * 1024,
      pageCacheBytes: 64 * 1024 * 1024,
      shellDist: '/srv/kestrel/shell',
      deployDir: '/srv/kestrel/deploy',
      releasesDir: '/srv/kestrel/deploy/releases',
      apiUpstream: 'http://127.0.0.1:4004',
      apiTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      extraOrigins: ['https://cdn.example.com', 'https://fonts.example.com'],
    });
  });

  it('names every variable that is missing or wrong', () => {
    let message = '';
    try {
      configFromEnvironment({ PORT: '99999', EDGE_API_UPSTREAM: 'nowhere' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'EDGE_DEPLOY_DIR', 'EDGE_API_UPSTREAM']) expect(message).toContain(name);
  });
});
