/**
 * The release an area's location names, as field reports name it: for a
 * release on the site's origin, its folder under /releases/
 * (`/releases/remote_services/r42/mf-manifest.json` → `r42`); for one on
 * another origin, its address without the manifest's name
 * (`https://cdn.example.org/services/r42`). `manifest` is a location file's
 * value (a path of the site or an http(s) URL) or that URL made absolute
 * against `siteOrigin`, as pages carry it.
 */
export function releaseOf(manifest: string, siteOrigin: string): string {
  const url = new URL(manifest, siteOrigin);
  const onSite = url.origin === new URL(siteOrigin).origin;
  const served = onSite ? /^\/releases\/\w+\/(.+)\/mf-manifest\.json$/.exec(url.pathname) : null;
  if (served?.[1]) return served[1];
  return `${onSite ? '' : url.origin}${url.pathname.replace(/\/mf-manifest\.json$/, '')}`;
}
