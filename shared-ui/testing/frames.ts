import { framesText } from '../contract/frames.mjs';

/** The frames index of a shell build of release `release` with no frame, as its build writes it (for readers of its release). */
export const framesOfRelease = (release: string) =>
  framesText({
    renderedOrigin: 'https://origin.invalid',
    defaultOrigin: 'https://www.example.com',
    release,
    remotes: {},
    prefixes: {},
    scripts: '',
    document: { head: '', stylesheets: [], beforeRoot: '', afterRoot: '' },
  });
