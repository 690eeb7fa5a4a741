import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadLanguage } from 'shared-i18n';

// jsdom lacks TextEncoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The copy of every namespace the test file's modules registered, in the
// language shown, before its tests render anything (as the app's start-up waits for it).
beforeAll(() => loadLanguage());
