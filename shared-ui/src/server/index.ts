// shared-ui/server: rendering pages to HTML in Node, at build time (each
// app's src/render/*.tsx) and in the enquiry service.
export { renderHtml, type RenderedHtml } from './render-html';
export { renderFragments, type AreaElements } from './render-fragments';
