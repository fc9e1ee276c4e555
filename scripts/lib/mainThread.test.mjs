import { afterEach, describe, expect, it } from 'vitest';
import {
  clientModulePaths,
  countMountedComponents,
  installCommitRecorder,
  overBudget,
  parseBudget,
  topComponents,
} from './mainThread.mjs';

// Fake fibers: `tag` as React's work tags (0 function, 1 class, 5 host element, 11 forwardRef, 14 memo, 15 simple
// memo), children as `child` + `sibling` links, effects as React's ring of `updateQueue.lastEffect`.
const fiber = (tag, type, children = [], effects = 0) => {
  const node = { tag, type, elementType: type };
  if (effects) {
    const ring = Array.from({ length: effects }, () => ({}));
    ring.forEach((effect, index) => {
      effect.next = ring[(index + 1) % ring.length];
    });
    node.updateQueue = { lastEffect: ring.at(-1) };
  }
  children.forEach((child, index) => {
    child.sibling = children[index + 1];
  });
  node.child = children[0];
  return node;
};
const root = (...children) => ({ current: fiber(3, null, children) });
const instances = (byName) =>
  Object.fromEntries(Object.entries(byName).map(([name, { instances }]) => [name, instances]));

describe('countMountedComponents', () => {
  function ProductCard() {}
  function Providers() {}
  const inner = function t({ card: e, onCancel: a = () => {}, ...r }) {
    return [e, a, r];
  };
  const mangled = function S() {};
  const link = function v() {};
  const memoInner = function u() {};
  const memoized = { $$typeof: Symbol.for('react.memo'), type: memoInner };
  const modules = new Map([
    [1, { exports: { ProductCard, Providers } }],
    [2, { exports: { S: mangled } }],
    [3, { exports: { default: link } }],
    [4, { exports: { Memoized: memoized } }],
  ]);

  it('counts client component instances and their effects, not host elements or memo wrappers', () => {
    const tree = root(
      fiber(0, Providers, [
        fiber(5, 'div', [fiber(0, ProductCard, [fiber(0, inner)], 2), fiber(0, ProductCard, [fiber(0, inner)], 2)]),
        fiber(14, memoized, [fiber(15, memoInner, [], 1)]),
        fiber(1, class Boundary {}),
      ]),
    );
    const counts = countMountedComponents({ commits: 4, roots: [tree], modules });
    expect(counts).toMatchObject({ commits: 4, components: 7, effects: 5, renders: 0 });
    expect(counts.byName).toEqual({
      Providers: { instances: 1, effects: 0, renders: 0 },
      ProductCard: { instances: 2, effects: 4, renders: 0 },
      'ProductCard › {card,onCancel,...}': { instances: 2, effects: 0, renders: 0 },
      Memoized: { instances: 1, effects: 1, renders: 0 },
      Boundary: { instances: 1, effects: 0, renders: 0 },
    });
  });

  it('adds the renders recorded commit by commit, named like the instances, unmounted components too', () => {
    const renders = new Map([
      [ProductCard, { count: 4, elementType: ProductCard, owners: [{ type: Providers }] }],
      [inner, { count: 6, elementType: inner, owners: [{ type: mangled }, { type: ProductCard }] }],
      [mangled, { count: 1, elementType: mangled, owners: [] }],
    ]);
    const tree = root(fiber(0, Providers, [fiber(0, ProductCard)]));
    const counts = countMountedComponents({ commits: 3, roots: [tree], modules, renders });
    expect(counts.renders).toBe(11);
    expect(counts.byName).toEqual({
      Providers: { instances: 1, effects: 0, renders: 0 },
      ProductCard: { instances: 1, effects: 0, renders: 4 },
      'ProductCard › {card,onCancel,...}': { instances: 0, effects: 0, renders: 6 },
      '(root) › (…)': { instances: 0, effects: 0, renders: 1 },
    });
  });

  it('names a default export by its module path, and a mangled export by the nearest named component', () => {
    const tree = root(fiber(0, Providers, [fiber(0, link), fiber(11, { render: mangled }), fiber(0, mangled)]));
    const { byName } = countMountedComponents({ commits: 1, roots: [tree], modules }, { 3: 'next/…/link.js' });
    expect(instances(byName)).toEqual({ Providers: 1, 'next/…/link.js#default': 1, 'Providers › (…)': 2 });
  });

  it('falls back to displayName or a readable function name without a module cache (another bundler)', () => {
    const Named = Object.assign(() => null, { displayName: 'Dialog.Content' });
    const tree = root(fiber(0, Named, [fiber(0, ProductCard, [fiber(0, mangled)])]));
    expect(instances(countMountedComponents({ commits: 1, roots: new Set([tree]) }).byName)).toEqual({
      'Dialog.Content': 1,
      ProductCard: 1,
      'ProductCard › (…)': 1,
    });
  });
});

describe('installCommitRecorder', () => {
  afterEach(() => {
    delete globalThis.window;
    delete globalThis.TURBOPACK;
    delete globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
    delete globalThis.__mainThread;
  });

  it("takes React's commits through the DevTools hook and Turbopack's module cache from the first factory run", () => {
    globalThis.window = globalThis;
    installCommitRecorder();
    const hook = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
    expect(hook.supportsFiber).toBe(true);
    expect(hook.inject({})).toBe(1);
    // Hydration renders A and B; then A renders again (a new copy, flagged) and React skips B (the same object);
    // then A's copy is cloned without rendering (not flagged).
    function A() {}
    function B() {}
    const b = { tag: 0, type: B, flags: 1 };
    const fiberRoot = { current: { tag: 3, child: { tag: 0, type: A, flags: 1, child: b } } };
    hook.onCommitFiberRoot(1, fiberRoot);
    fiberRoot.current = { tag: 3, child: { tag: 0, type: A, flags: 1, child: b } };
    hook.onCommitFiberRoot(1, fiberRoot);
    fiberRoot.current = { tag: 3, child: { tag: 0, type: A, flags: 0, child: b } };
    hook.onCommitFiberRoot(1, fiberRoot);
    const recorder = globalThis.__mainThread;
    expect(recorder.commits).toBe(3);
    expect([...recorder.roots]).toEqual([fiberRoot]);
    expect(recorder.renders.get(A)).toMatchObject({ count: 2, owners: [] });
    expect(recorder.renders.get(B)).toMatchObject({ count: 1, owners: [{ type: A, elementType: undefined }] });

    // A chunk pushed before the runtime loads, then the runtime's own `{ push }`.
    const ran = [];
    globalThis.TURBOPACK = [];
    globalThis.TURBOPACK.push([null, 7, (context) => ran.push(context)]);
    const queued = globalThis.TURBOPACK[0];
    const cache = new Map();
    queued[2]({ c: cache });
    expect(ran).toEqual([{ c: cache }]);
    expect(globalThis.__mainThread.modules).toBe(cache);

    const registered = [];
    globalThis.TURBOPACK = { push: (chunk) => registered.push(chunk) };
    const factory = () => {};
    globalThis.TURBOPACK.push([null, 8, factory]);
    // Once the cache is known, chunks pass through untouched.
    expect(registered[0][2]).toBe(factory);
  });
});

describe('topComponents', () => {
  it('lists the most instances first, then the most effects, ties by name', () => {
    const counts = (instances, effects = 0, renders = 0) => ({ instances, effects, renders });
    expect(
      topComponents({ b: counts(2, 0, 4), a: counts(2), e: counts(2, 1), c: counts(5, 10, 1), d: counts(1) }, 4),
    ).toEqual(['c 5 (10 effects, 1 render)', 'e 2 (1 effect)', 'a 2', 'b 2 (4 renders)']);
  });
});

describe('parseBudget and overBudget', () => {
  const text = JSON.stringify({
    $comment: 'why',
    pages: { '/': { label: 'home', components: 300, effects: 400 }, '/product/[slug]': { components: 200 } },
  });

  it('reads every page with its budgets', () => {
    expect(parseBudget(text)).toEqual([
      { path: '/', label: 'home', components: 300, effects: 400 },
      { path: '/product/[slug]', label: '/product/[slug]', components: 200, effects: undefined },
    ]);
  });

  it('refuses a budget that is not a whole number', () => {
    expect(() => parseBudget('{}')).toThrow(/no "pages"/);
    expect(() => parseBudget(JSON.stringify({ pages: { '/': { components: 1.5 } } }))).toThrow(/whole number/);
    expect(() => parseBudget(JSON.stringify({ pages: { '/': { components: 1, effects: -1 } } }))).toThrow(/effects/);
  });

  it('says which figure is over, and nothing at or under the budget', () => {
    const [home, product] = parseBudget(text);
    expect(overBudget({ components: 300, effects: 400 }, home)).toEqual([]);
    expect(overBudget({ components: 301, effects: 401 }, home)).toEqual([
      '301 component instances, budget 300',
      '401 effects, budget 400',
    ]);
    expect(overBudget({ components: 150, effects: 9999 }, product)).toEqual([]);
  });
});

describe('clientModulePaths', () => {
  it("names a package's module by package and file, the site's by its path in the site", () => {
    const pnpmNext = '[project]/node_modules/.pnpm/next@16_x/node_modules/next/dist/client/app-dir/link.js';
    expect(
      clientModulePaths([
        {
          clientModules: {
            [pnpmNext]: { id: 99478 },
            '[project]/examples/storefront/modules/ui/Cover.tsx <module evaluation>': { id: 50936 },
            '[project]/node_modules/@radix-ui/react-dialog/dist/index.mjs': { id: '12' },
          },
        },
      ]),
    ).toEqual({ 99478: 'next/…/link.js', 50936: 'modules/ui/Cover.tsx', 12: '@radix-ui/react-dialog/…/index.mjs' });
  });
});
