import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { PartNeed } from '../src/site';

/**
 * The check behind each area's src/__tests__/interactive-parts.test.ts: the
 * code of an area's views that needs to run in the browser (an event handler,
 * state, an effect) lies in an interactive part the area declares
 * (src/interactive-parts.ts), and each declared part's folder marks the part's
 * root element as declared. Everything else an area renders stays static HTML
 * until a part needs its code (shared-ui/src/site/interactive-parts.ts).
 */

/** React's hooks that hold state, run effects or keep a reference: a view calling one needs its code in the browser. */
const interactiveHooks = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useActionState',
  'useOptimistic',
  'useTransition',
  'useRef',
]);

/** An event handler prop: onClick, onSubmit… */
const handlerProp = /^on[A-Z]\w*$/;
/** A hook's name, by React's convention. */
const hookName = /^use[A-Z]\w*$/;

/** What under an area's src/ is not its views' code: tests, copy, the render in Node, data, its standalone entries. */
const notViewFolders = new Set(['__tests__', 'locales', 'render', 'i18n', 'data', 'test']);
const notViewFiles = new Set(['bootstrap.tsx', 'exposed.tsx', 'index.ts', 'routes.ts', 'interactive-parts.ts']);

/** The part of a declaration the check reads (an area's src/interactive-parts.ts gives its modules too). */
interface DeclaredPart {
  name: string;
  needs: PartNeed;
  folder: string;
}

/** What one piece of code (a file, or a hook defined in it) does that needs the browser, and the hooks it calls. */
interface Found {
  /** React hooks and handler props, as a reader finds them: `useState()`, `onClick`. */
  own: string[];
  /** The hooks of the area's own it calls, by name. */
  calls: Set<string>;
}

interface SourceFile {
  /** Relative to the area's root, with / between folders: src/pages/contact/form/enquiry-form.tsx. */
  path: string;
  whole: Found;
  /** The hooks it defines (function useThing… or const useThing = …), each with what its body does. */
  hooks: Map<string, Found>;
  /** Its interactivePart(…) calls, with their literal arguments (undefined where not a string). */
  markers: { name?: string; needs?: string }[];
}

/** The name a call is made by: `useState(…)` or `React.useState(…)`. */
const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

/** What `node` and everything in it does: React hooks called, handler props set, hooks of any kind called. */
function scan(node: ts.Node): Found {
  const found: Found = { own: [], calls: new Set() };
  const visit = (child: ts.Node): void => {
    if (ts.isJsxAttribute(child) && ts.isIdentifier(child.name) && handlerProp.test(child.name.text))
      found.own.push(`${child.name.text} handler`);
    if (ts.isCallExpression(child)) {
      const name = calleeName(child);
      if (name && interactiveHooks.has(name)) found.own.push(`${name}()`);
      else if (name && hookName.test(name)) found.calls.add(name);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** A file's code, from its syntax alone (comments and strings are no code). */
function readSource(root: string, file: string): SourceFile {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const hooks = new Map<string, Found>();
  const markers: SourceFile['markers'] = [];
  const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && hookName.test(node.name.text) && node.body)
      hooks.set(node.name.text, scan(node.body));
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      hookName.test(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      hooks.set(node.name.text, scan(node.initializer));
    if (ts.isCallExpression(node) && calleeName(node) === 'interactivePart')
      markers.push({ name: literal(node.arguments[0]), needs: literal(node.arguments[1]) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { path: relative(root, file).split(sep).join('/'), whole: scan(source), hooks, markers };
}

/** Every TypeScript file under `dir`, but those `skip` leaves out. */
function filesUnder(dir: string, skip: (name: string, isDirectory: boolean, depth: number) => boolean, depth = 0) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    if (skip(entry.name, entry.isDirectory(), depth)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, skip, depth + 1);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The area's view code: its src/ but tests, copy, the render in Node, data and the standalone entries. */
const viewFiles = (root: string) =>
  filesUnder(join(root, 'src'), (name, isDirectory, depth) =>
    isDirectory ? notViewFolders.has(name) : depth === 0 && notViewFiles.has(name),
  );

/** The area's own hooks that need the browser, each with why: one that calls a React hook of state or effect, sets a handler, or calls another such hook of the area. */
function browserHooks(files: SourceFile[]): Map<string, string> {
  const needing = new Map<string, string>();
  const defined = files.flatMap((file) => [...file.hooks].map(([name, found]) => ({ name, found, path: file.path })));
  for (let changed = true; changed;) {
    changed = false;
    for (const { name, found, path } of defined) {
      if (needing.has(name)) continue;
      const called = [...found.calls].find((hook) => needing.has(hook));
      const why = found.own[0] ?? (called && `${called}()`);
      if (why) {
        needing.set(name, `${why} in ${path}`);
        changed = true;
      }
    }
  }
  return needing;
}

const howToDeclare =
  "make it static (a link, a details element, CSS), or make it an interactive part: interactivePart('<name>', '<needs>') " +
  "from shared-ui/site on the part's root element, and the part (its name, needs, modules and folder) in the area's " +
  'src/interactive-parts.ts (README, "Adding a page to an area")';

/**
 * What is wrong with an area's interactive parts, as messages (none when all holds):
 * - a view file (under src/, not its tests, locales, render, i18n, data, test or standalone entries) that sets an
 *   event handler prop, calls a React hook of state, effect or reference, or calls a hook of the area's own that
 *   does, outside every declared part's folder;
 * - a declared part whose folder has no interactivePart('<name>', '<needs>') call, or one with other needs;
 * - an interactivePart call whose part is not declared, a part declared twice.
 */
export function interactivePartsProblems(root: string, declared: readonly DeclaredPart[]): string[] {
  const files = viewFiles(root).map((file) => readSource(root, file));
  const hooks = browserHooks(files);
  const problems: string[] = [];
  const inFolder = (path: string, folder: string) => path.startsWith(`${folder.replace(/\/$/, '')}/`);
  for (const file of files) {
    const found = [
      ...file.whole.own,
      ...[...file.whole.calls].filter((hook) => hooks.has(hook)).map((hook) => `${hook}() (${hooks.get(hook)})`),
    ];
    const unique = [...new Set(found)];
    if (!unique.length || declared.some(({ folder }) => inFolder(file.path, folder))) continue;
    problems.push(`${file.path} has ${unique.join(', ')}, outside every declared interactive part: ${howToDeclare}`);
  }
  for (const { name, needs, folder } of declared) {
    if (declared.filter((part) => part.name === name).length > 1) problems.push(`part ${name} is declared twice`);
    const markers = files
      .filter((file) => inFolder(file.path, folder))
      .flatMap((file) => file.markers.filter((marker) => marker.name === name).map((marker) => ({ ...marker, file })));
    if (!markers.length)
      problems.push(
        `part ${name} is declared in ${folder}, but no file there calls interactivePart('${name}', '${needs}'): ` +
          "put it on the part's root element",
      );
    for (const marker of markers)
      if (marker.needs !== needs)
        problems.push(
          `${marker.file.path} marks part ${name} with interactivePart('${name}', ${marker.needs === undefined ? '…' : `'${marker.needs}'`}), ` +
            `but src/interactive-parts.ts declares it '${needs}': make them agree`,
        );
  }
  for (const file of files)
    for (const marker of file.markers)
      if (!declared.some((part) => part.name === marker.name && inFolder(file.path, part.folder)))
        problems.push(
          `${file.path} calls interactivePart(${marker.name === undefined ? '…' : `'${marker.name}'`}, …), ` +
            'which src/interactive-parts.ts does not declare in a folder that holds it: declare the part there ' +
            '(its name, needs, modules and folder; README, "Adding a page to an area")',
        );
  return [...new Set(problems)];
}
