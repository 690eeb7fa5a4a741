import { releaseOf } from '../release';

describe('releaseOf', () => {
  const site = 'https://www.example.com';
  it('names a release the edge serves by its folder, from a path or the same URL made absolute', () => {
    expect(releaseOf('/releases/remote_services/r42/mf-manifest.json', site)).toBe('r42');
    expect(releaseOf('https://www.example.com/releases/remote_company/2026-11-27.1/mf-manifest.json', site)).toBe(
      '2026-11-27.1',
    );
  });
  it('names a release on another origin by its address without the manifest', () => {
    expect(releaseOf('https://cdn.example.org/services/r42/mf-manifest.json', site)).toBe(
      'https://cdn.example.org/services/r42',
    );
  });
});
