/**
 * The widget script's entry (widget/src/index.ts): it runs once however often a page injects
 * it, talks to the API on the origin it was served from, and waits for a page still loading.
 */
const FLAG = '__zestyGroceryWidget';

const RECIPE_URL = 'https://zesty.example/en/recipes/spaghetti-carbonara';

function recipePage() {
  document.documentElement.lang = 'en';
  document.head.innerHTML = `<meta name="website-id" content="zesty-main">
    <script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', url: RECIPE_URL, name: 'Spaghetti carbonara', recipeYield: '4' })}</script>`;
  document.body.innerHTML = '<div data-zesty-order-slot></div>';
}

const slotRoot = () => document.querySelector('[data-zesty-order-slot]')!.shadowRoot;
const button = () => slotRoot()?.querySelector<HTMLButtonElement>('[data-part="button"]');

/** Runs the entry module afresh, as a new <script> would. */
const inject = () =>
  jest.isolateModulesAsync(async () => {
    await import('@/widget/src/index');
  });

function servedFrom(src: string) {
  const script = document.createElement('script');
  script.src = src;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  Reflect.deleteProperty(window, FLAG);
  Reflect.deleteProperty(document, 'currentScript');
  Reflect.deleteProperty(document, 'readyState');
  document.cookie = 'preferredStore=; path=/; max-age=0';
  jest.restoreAllMocks();
});

it('runs once however often it is injected, with the API where the script came from', async () => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  const fetch = jest.fn(
    async () => ({ ok: false, status: 503, json: async () => ({}) }) as unknown as Response,
  );
  global.fetch = fetch;
  document.cookie = 'preferredStore=jumbo; path=/';
  recipePage();
  servedFrom('https://cdn.zesty.example/widget/v1.js?v=3');

  await inject();
  const first = button();
  expect(first).toHaveTextContent('Order ingredients');
  await inject();
  // The second copy left the first one's button alone (no second render, no second listener).
  expect(button()).toBe(first);
  expect(slotRoot()?.querySelectorAll('[data-part="button"]')).toHaveLength(1);

  first!.click();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]).toEqual([
    'https://cdn.zesty.example/api/v1/grocery/basket',
    expect.objectContaining({ method: 'POST' }),
  ]);
});

it('waits for a page that is still loading', async () => {
  recipePage();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  await inject();
  expect(slotRoot()).toBeNull();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(button()).toHaveTextContent('Order ingredients');
});
