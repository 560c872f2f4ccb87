/**
 * Zod in the browser never evaluates code: the site's Content-Security-Policy forbids eval, and
 * Chromium reports even Zod's caught probe for it as a violation. core/zod.ts sets Zod's `jitless`
 * before the contract's schemas are built; this counts every `new Function` while they are built
 * and used, in a browser-like environment (jsdom), against plain 'zod' as the control.
 */
type Schemas = typeof import('@/core/contract/schemas');

const RealFunction = globalThis.Function;
let compiled = 0;

beforeEach(() => {
  compiled = 0;
  // Zod keeps its settings on globalThis: start each case from Zod's defaults.
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      compiled += 1;
      return Reflect.construct(target, args) as object;
    },
  });
});

afterEach(() => {
  globalThis.Function = RealFunction;
});

function freshly<T>(load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded as T;
}

test('control: plain zod probes for eval and compiles its object parsers', () => {
  const { z } = freshly(() => jest.requireActual<typeof import('zod')>('zod'));
  const schema = z.object({ id: z.string(), count: z.number() });
  expect(schema.parse({ id: 'a', count: 1 })).toEqual({ id: 'a', count: 1 });
  expect(compiled).toBeGreaterThan(0);
});

test('the contract built through core/zod never evaluates code in the browser', () => {
  const { paginationSchema } = freshly(() =>
    jest.requireActual<Schemas>('@/core/contract/schemas'),
  );
  expect(typeof window).toBe('object');
  const page = { current_page: 1, total_pages: 3, total: 25, per_page: 10 };
  expect(paginationSchema.parse(page)).toEqual(page);
  expect(paginationSchema.safeParse({ current_page: 'one' }).success).toBe(false);
  expect(compiled).toBe(0);
});
