import {
  capturePrerenderedBlocks,
  finishPrerenderHandover,
  prerenderedBlock,
  prerenderedLanguage,
  resetPrerenderedBlocks,
} from '../prerendered-page';

describe('pre-rendered page handover', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-prerendered');
    document.documentElement.removeAttribute('data-language-pending');
    resetPrerenderedBlocks();
  });

  it('removes the build’s head tags and shows a page hidden by the language guard', () => {
    document.head.innerHTML =
      '<title data-prerendered="">Old title</title><meta name="description" content="old" data-prerendered=""><link rel="stylesheet" href="/a.css">';
    document.documentElement.setAttribute('data-language-pending', '');
    finishPrerenderHandover();
    expect(document.head.querySelectorAll('[data-prerendered]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-language-pending')).toBe(false);
  });

  it('captures remote blocks only from a pre-rendered page, for its language', () => {
    const page = document.createElement('div');
    page.innerHTML = '<div data-remote-block="r/A"><p>A</p></div><div data-remote-block="r/B"> </div>';
    capturePrerenderedBlocks(page);
    expect(prerenderedBlock('r/A', 'en')).toBeUndefined();

    document.documentElement.setAttribute('data-prerendered', 'en');
    expect(prerenderedLanguage()).toBe('en');
    capturePrerenderedBlocks(page);
    expect(prerenderedBlock('r/A', 'en')).toBe('<p>A</p>');
    expect(prerenderedBlock('r/A', 'fr')).toBeUndefined();
    expect(prerenderedBlock('r/B', 'en')).toBeUndefined();
  });
});
