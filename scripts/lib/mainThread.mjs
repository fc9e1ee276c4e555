// The main-thread guard's pure parts (scripts/check-main-thread.mjs): what runs in the page to record React's commits
// and count the client components they mounted, and the comparison with examples/storefront/main-thread-budget.json.
//
// Counts, not timings: how many client component instances a page's load leaves mounted is a property of the build and
// the page's data, the same on a fast machine and a loaded one, so `npm test` can hold it to a budget. Each instance was
// rendered (hydrated, or rendered on the client after hydration) on the main thread at load, so the count follows the
// work that Lighthouse's TBT measures in time, and it names the components that do it.

/**
 * Runs in the page before any of its scripts (Playwright's `addInitScript`), so it must not close over anything.
 * Installs a minimal React DevTools hook: React (production builds included) then hands every committed root to
 * `onCommitFiberRoot`, which counts commits, keeps the roots and counts the components each commit rendered. It also
 * wraps Turbopack's module factories until one
 * runs, to keep the runtime's module cache (`context.c`, a Map of id → module): after load, the cache's exports give
 * minified components their exported names. Without it (another bundler) names fall back to `displayName`/`name`.
 */
export function installCommitRecorder() {
  const recorder = { commits: 0, roots: new Set(), modules: undefined, renders: new Map() };
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // as in countMountedComponents
  const PERFORMED_WORK = 1; // React's fiber flag: the component's render ran
  let previous = new WeakSet();
  // A component React rendered in this commit is a fiber object the previous commit's tree did not hold (React works
  // on the other copy of each double-buffered fiber) flagged PerformedWork; a subtree it skipped keeps its objects.
  const countRenders = (fiber, owners, seen) => {
    for (let node = fiber; node; node = node.sibling) {
      seen.add(node);
      let inner = owners;
      if (COMPONENT_TAGS.has(node.tag)) {
        if (!previous.has(node) && node.flags & PERFORMED_WORK) {
          const entry = recorder.renders.get(node.type) ?? { count: 0, elementType: node.elementType, owners };
          entry.count += 1;
          recorder.renders.set(node.type, entry);
        }
        inner = [{ type: node.type, elementType: node.elementType }, ...owners];
      }
      if (node.child) countRenders(node.child, inner, seen);
    }
  };
  Object.defineProperty(window, '__mainThread', { value: recorder, configurable: true });
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      renderers += 1;
      this.renderers.set(renderers, renderer);
      return renderers;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      recorder.commits += 1;
      recorder.roots.add(root);
      const seen = new WeakSet();
      countRenders(root.current?.child, [], seen);
      previous = seen;
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };

  const wrapFactories = (chunk) => {
    if (!Array.isArray(chunk) || recorder.modules) return chunk;
    return chunk.map((entry, index) =>
      index > 0 && typeof entry === 'function'
        ? function (context, ...rest) {
            if (!recorder.modules && context?.c instanceof Map) recorder.modules = context.c;
            return entry.call(this, context, ...rest);
          }
        : entry,
    );
  };
  // Chunks push into `globalThis.TURBOPACK` (an array until the runtime loads, then the runtime's `{ push }`).
  let turbopack;
  Object.defineProperty(globalThis, 'TURBOPACK', {
    configurable: true,
    get: () => turbopack,
    set(value) {
      turbopack = value;
      if (!value || typeof value.push !== 'function') return;
      const push = value.push;
      value.push = (...chunks) => push.apply(value, chunks.map(wrapFactories));
    },
  });
}

/**
 * Runs in the page after load: names the components the module cache exports (see `installCommitRecorder`), counts
 * what the recorded roots hold and adds the renders recorded commit by commit. Self-contained for `page.evaluate`; tested with fake fibers and modules.
 *
 * @param {{ commits: number, roots: Iterable<{ current: object }>, modules?: Map<unknown, { exports?: object }> }} recorder
 * @param {Record<string, string>} [modulePaths] module id → source path, from the build's client-reference manifests:
 *   names a component that is a module's default export (`next/dist/client/app-dir/link.js#default`)
 * @returns {{ commits: number, renders: number, components: number, effects: number,
 *   byName: Record<string, { instances: number, effects: number, renders: number }> }}
 */
export function countMountedComponents(recorder, modulePaths = {}) {
  // React's fiber tags (ReactWorkTags.js) for client components. A `memo()` that needs its own fiber (14) wraps a
  // fiber of the component itself, which is counted, so 14 is not: one instance, one count.
  const FUNCTION = 0;
  const CLASS = 1;
  const FORWARD_REF = 11;
  const SIMPLE_MEMO = 15;
  const COMPONENT_TAGS = new Set([FUNCTION, CLASS, FORWARD_REF, SIMPLE_MEMO]);
  const MINIFIED = /^[A-Za-z_$][\w$]?$/;

  const exported = new Map();
  for (const [id, module] of recorder.modules ?? []) {
    const exports = module?.exports;
    if (!exports || (typeof exports !== 'object' && typeof exports !== 'function')) continue;
    for (const key of Object.keys(exports)) {
      let value;
      try {
        value = exports[key];
      } catch {
        continue;
      }
      if (!value || (typeof value !== 'function' && typeof value !== 'object') || exported.has(value)) continue;
      // Production builds mangle the export names of modules that no other chunk names (a package's internals).
      const path = modulePaths[String(id)];
      const name = key === 'default' ? (path ? `${path}#default` : undefined) : MINIFIED.test(key) ? undefined : key;
      const fallback = value.displayName || value.name;
      const label = name ?? (fallback && !MINIFIED.test(fallback) ? fallback : undefined);
      if (!label) continue;
      exported.set(value, label);
      // memo() and forwardRef() objects: their fibers carry the inner function as `type`.
      for (const inner of [value.type, value.render, value.type?.render]) {
        if (typeof inner === 'function' && !exported.has(inner)) exported.set(inner, label);
      }
    }
  }
  const ownName = (type) => {
    if (!type) return undefined;
    const known = exported.get(type);
    if (known) return known;
    const name = type.displayName || type.name;
    return name && !MINIFIED.test(name) ? name : undefined;
  };

  // A minified component is told apart by the props it destructures: `({ card: e, onCancel: a = f })` → `{card,onCancel}`;
  // its own name is minified, so it is left out (it would differ from build to build).
  const props = (type) => {
    const text = typeof type === 'function' ? Function.prototype.toString.call(type) : '';
    const start = /^(?:function\s*[\w$]*\s*)?\(?\s*\{/.exec(text);
    if (!start) return '(…)';
    const keys = [];
    let depth = 0;
    let entry = true;
    for (let index = start[0].length - 1; index < text.length; index++) {
      const char = text[index];
      if ('{[('.includes(char)) depth += 1;
      else if ('}])'.includes(char) && --depth === 0) break;
      else if (depth === 1 && char === ',') entry = true;
      else if (depth === 1 && entry && /[\w$.]/.test(char)) {
        const key = /^[\w$.]+/.exec(text.slice(index))[0];
        // A rest element's name is minified too: `...f` → `...`.
        keys.push(key.startsWith('...') ? '...' : key);
        index += key.length - 1;
        entry = false;
      }
    }
    return `{${keys.join(',')}}`;
  };

  // A component without a name of its own (minified) is named after the nearest one that has one.
  const labelOf = (type, elementType, parentName) => {
    const own = ownName(type) ?? ownName(elementType);
    return { own, label: own ?? `${parentName} › ${props(type?.render ?? type)}` };
  };
  const byName = {};
  const entry = (label) => {
    byName[label] ??= { instances: 0, effects: 0, renders: 0 };
    return byName[label];
  };

  let components = 0;
  let effects = 0;
  const visit = (fiber, parentName) => {
    // Iterative over siblings, recursive over children: trees are deep but a list of siblings can be long.
    for (let node = fiber; node; node = node.sibling) {
      let name = parentName;
      if (COMPONENT_TAGS.has(node.tag)) {
        components += 1;
        const { own, label } = labelOf(node.type, node.elementType, parentName);
        entry(label).instances += 1;
        name = own ?? parentName;
        // Function components keep their effects (useEffect, useLayoutEffect, useInsertionEffect) in a ring.
        const last = node.tag === CLASS ? undefined : node.updateQueue?.lastEffect;
        if (last) {
          let effect = last;
          do {
            effects += 1;
            entry(label).effects += 1;
            effect = effect.next;
          } while (effect && effect !== last);
        }
      }
      if (node.child) visit(node.child, name);
    }
  };
  for (const root of recorder.roots) visit(root.current?.child, '(root)');

  let renders = 0;
  for (const [type, { count, elementType, owners }] of recorder.renders ?? []) {
    const named = owners.map((owner) => ownName(owner.type) ?? ownName(owner.elementType)).find(Boolean);
    entry(labelOf(type, elementType, named ?? '(root)').label).renders += count;
    renders += count;
  }
  return { commits: recorder.commits, renders, components, effects, byName };
}

/**
 * The `n` names with the most instances, most first, then the most effects (ties by name: the same list every run).
 *
 * @param {Record<string, { instances: number, effects: number, renders?: number }>} byName
 * @returns {string[]} `WishlistButton 72 (216 effects, 288 renders)`
 */
export function topComponents(byName, n = 15) {
  return Object.entries(byName)
    .sort(([a, x], [b, y]) => y.instances - x.instances || y.effects - x.effects || a.localeCompare(b))
    .slice(0, n)
    .map(([name, { instances, effects, renders = 0 }]) => {
      const plural = (n, word) => (n ? `${n} ${word}${n === 1 ? '' : 's'}` : '');
      const more = [plural(effects, 'effect'), plural(renders, 'render')].filter(Boolean);
      return `${name} ${instances}${more.length ? ` (${more.join(', ')})` : ''}`;
    });
}

/**
 * Reads main-thread-budget.json: `{ pages: { [path]: { label, components, effects? } } }`.
 *
 * @param {string} text
 * @returns {{ path: string, label: string, components: number, effects?: number }[]}
 */
export function parseBudget(text) {
  const { pages } = JSON.parse(text);
  if (!pages || typeof pages !== 'object') throw new Error('main-thread budget: no "pages" object');
  return Object.entries(pages).map(([path, page]) => {
    if (!Number.isInteger(page?.components) || page.components < 0)
      throw new Error(`main-thread budget: ${path} needs "components", a whole number`);
    if (page.effects !== undefined && (!Number.isInteger(page.effects) || page.effects < 0))
      throw new Error(`main-thread budget: ${path}'s "effects" must be a whole number`);
    return { path, label: page.label ?? path, components: page.components, effects: page.effects };
  });
}

/**
 * What is over budget on one page.
 *
 * @param {{ components: number, effects: number }} measured
 * @param {{ components: number, effects?: number }} budget
 * @returns {string[]} one line per figure over its budget; empty when within
 */
export function overBudget(measured, budget) {
  const over = [];
  if (measured.components > budget.components)
    over.push(`${measured.components} component instances, budget ${budget.components}`);
  if (budget.effects !== undefined && measured.effects > budget.effects)
    over.push(`${measured.effects} effects, budget ${budget.effects}`);
  return over;
}

/**
 * Module id → short source path of every client reference a build's manifests list (`[project]/…/node_modules/next/
 * dist/client/app-dir/link.js` → `next/dist/client/app-dir/link.js`, the site's files from the site's folder).
 *
 * @param {{ clientModules: Record<string, { id: number | string }> }[]} manifests
 * @returns {Record<string, string>}
 */
export function clientModulePaths(manifests) {
  const paths = {};
  for (const { clientModules } of manifests)
    for (const [key, { id }] of Object.entries(clientModules)) {
      const file = key.split(' ')[0];
      const inPackage = file.lastIndexOf('/node_modules/');
      // A package's file by its package and base name (`next/…/link.js`), the site's from the site's folder.
      paths[String(id)] =
        inPackage >= 0
          ? file
              .slice(inPackage + '/node_modules/'.length)
              .replace(/^((?:@[^/]+\/)?[^/]+)\/(?:.*\/)?([^/]+)$/, '$1/…/$2')
          : file.replace(/^\[project\]\/(examples\/storefront\/)?/, '');
    }
  return paths;
}
