/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { interactivePartsProblems } from '../interactive-parts';

/** An area of a few files (paths from its root), checked against `declared`. */
let root: string;
const area = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'area-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const form = { name: 'ask', needs: 'intent', folder: 'src/pages/contact/form' } as const;
/** A declared part: its root element marked, its state in a hook of its folder, a page outside it that shows it. */
const formFiles = {
  'src/pages/contact/form/ask-form.tsx': `
    import { interactivePart } from 'shared-ui/site';
    import { useAsk } from './use-ask';
    export function AskForm() {
      const { value, change } = useAsk();
      return <form {...interactivePart('ask', 'intent')}><input value={value} onChange={change} /></form>;
    }`,
  'src/pages/contact/form/use-ask.ts': `
    import { useState } from 'react';
    export function useAsk() {
      const [value, setValue] = useState('');
      return { value, change: (event: { target: { value: string } }) => setValue(event.target.value) };
    }`,
  'src/pages/contact/contact-page.tsx': `
    import { useTranslation } from 'react-i18next';
    import { AskForm } from './form/ask-form';
    export default function ContactPage() {
      const { t } = useTranslation('area');
      return <main><h1>{t('title')}</h1><AskForm /></main>;
    }`,
};

describe("an area's interactive parts (interactivePartsProblems)", () => {
  it('passes a declared part: its handlers and state in its folder, its root marked as declared', () => {
    area(formFiles);
    expect(interactivePartsProblems(root, [form])).toEqual([]);
  });

  it('fails an undeclared handler, naming the file, the handler and how to declare a part', () => {
    area({
      'src/pages/careers/hero.tsx': `export const Hero = () => <button onClick={() => history.back()}>Back</button>;`,
    });
    const problems = interactivePartsProblems(root, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^src\/pages\/careers\/hero\.tsx has onClick handler, outside every declared interactive part/,
    );
    expect(problems[0]).toContain("interactivePart('<name>', '<needs>')");
    expect(problems[0]).toContain('src/interactive-parts.ts');
  });

  it('fails state or an effect outside a part, also through a hook of the area, followed by name', () => {
    area({
      'src/lib/use-reveal.ts': `
        import { useEffect, useRef } from 'react';
        export const useReveal = () => { const ref = useRef(null); useEffect(() => {}, []); return ref; };`,
      'src/lib/use-later.ts': `import { useReveal } from './use-reveal'; export function useLater() { return useReveal(); }`,
      'src/components/timeline.tsx': `
        import { useLater } from '../lib/use-later';
        export const Timeline = () => <ol ref={useLater()} />;`,
      'src/features/count.tsx': `import * as React from 'react'; export const Count = () => <p>{React.useReducer((n: number) => n + 1, 0)[0]}</p>;`,
    });
    expect(interactivePartsProblems(root, [])).toEqual([
      expect.stringMatching(
        /^src\/components\/timeline\.tsx has useLater\(\) \(useReveal\(\) in src\/lib\/use-later\.ts\), outside/,
      ),
      expect.stringMatching(/^src\/features\/count\.tsx has useReducer\(\), outside/),
      expect.stringMatching(
        /^src\/lib\/use-later\.ts has useReveal\(\) \(useRef\(\) in src\/lib\/use-reveal\.ts\), outside/,
      ),
      expect.stringMatching(/^src\/lib\/use-reveal\.ts has useRef\(\), useEffect\(\), outside/),
    ]);
  });

  it('passes what is static: hooks that read (copy, context), handlers and hooks in comments or text, and what is no view code', () => {
    area({
      'src/hooks/use-copy.ts': `
        import { useContext } from 'react';
        import { useTranslation } from 'react-i18next';
        export const useCopy = () => [useTranslation('area').t, useContext(Ctx)];`,
      'src/pages/about/about.tsx': `
        import { useCopy } from '../../hooks/use-copy';
        // Once a button here had onClick={open} and called useState(false).
        export const About = () => <p title="onClick={x}">{useCopy().length} useEffect(() => {})</p>;`,
      'src/pages/about/__tests__/about.test.tsx': `const [a] = useState(0); <button onClick={a} />;`,
      'src/locales/en.ts': `export const en = { hint: 'useState()' };`,
      'src/render/fragments.tsx': `useEffect(() => {});`,
      'src/bootstrap.tsx': `useEffect(() => {});`,
    });
    expect(interactivePartsProblems(root, [])).toEqual([]);
  });

  it('fails a part whose marker disagrees with its declaration, or whose folder has none, or that is not declared', () => {
    area(formFiles);
    expect(interactivePartsProblems(root, [{ ...form, needs: 'visible' }])).toEqual([
      "src/pages/contact/form/ask-form.tsx marks part ask with interactivePart('ask', 'intent'), but src/interactive-parts.ts declares it 'visible': make them agree",
    ]);
    expect(
      interactivePartsProblems(root, [form, { name: 'chat', needs: 'now', folder: 'src/pages/contact/chat' }]),
    ).toEqual([
      "part chat is declared in src/pages/contact/chat, but no file there calls interactivePart('chat', 'now'): put it on the part's root element",
    ]);
    const undeclared = interactivePartsProblems(root, []);
    expect(undeclared).toContainEqual(
      expect.stringMatching(
        /^src\/pages\/contact\/form\/ask-form\.tsx calls interactivePart\('ask', …\), which src\/interactive-parts\.ts does not declare/,
      ),
    );
    expect(undeclared).toContainEqual(
      expect.stringMatching(
        /^src\/pages\/contact\/form\/use-ask\.ts has useState\(\), outside every declared interactive part/,
      ),
    );
    expect(interactivePartsProblems(root, [form, form])).toEqual(['part ask is declared twice']);
  });
});
