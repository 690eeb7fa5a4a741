// Module Federation needs an asynchronous boundary before any shared module
// is used, so the real start-up lives in bootstrap.tsx.
import('./bootstrap');
