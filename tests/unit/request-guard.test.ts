/** @jest-environment node */
import { refuseRequest } from '../../server/web/request-guard';

describe('the web server refuses what Next would fail on', () => {
  it.each(['TRACE', 'CONNECT', 'TRACK', 'PROPFIND', undefined])(
    '%s is 405 with Allow',
    (method) => {
      const r = refuseRequest(method, '/en');
      expect(r?.status).toBe(405);
      expect(r?.headers.Allow).toMatch(/GET, HEAD, POST/);
    },
  );
  it('OPTIONS * and absolute-form targets are 405', () => {
    expect(refuseRequest('OPTIONS', '*')?.status).toBe(405);
    expect(refuseRequest('GET', 'http://evil.example/en')?.status).toBe(405);
  });
  it.each(['/media/%ff', '/en/recipes/%E0%A4%A', '/%', '/a%zz?x=1'])(
    'a path with malformed percent-escapes (%s) is 400',
    (target) => {
      expect(refuseRequest('GET', target)?.status).toBe(400);
    },
  );
  it.each([
    ['POST', '/widget/v1.js'],
    ['PUT', '/images/404.svg'],
    ['DELETE', '/_next/static/chunks/main.js'],
    ['POST', '/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75'],
    ['OPTIONS', '/widget/v1.js'],
  ])('%s %s (only ever read) is 405 with Allow: GET, HEAD', (method, target) => {
    const r = refuseRequest(method, target);
    expect(r?.status).toBe(405);
    expect(r?.headers.Allow).toBe('GET, HEAD');
  });
  it.each([
    '%',
    '%00',
    '.',
    '%2F',
    '+',
    '%20',
    '..%2Fsecret.webp',
    'https%3A%2F%2Fevil.example%2Fa.jpg',
  ])('/_next/image for /media/%s, no stored picture, is 400', (rest) => {
    const r = refuseRequest('GET', `/_next/image?url=%2Fmedia%2F${rest}&w=640&q=75`);
    expect(r?.status).toBe(400);
  });
  it('/_next/image without one url, or for a picture elsewhere, is 400', () => {
    for (const query of [
      '',
      '?w=640&q=75',
      '?url=%2Fimages%2F404.svg&w=640&q=75',
      '?url=%2Fmedia%2Fa.webp&url=%2Fmedia%2Fb.webp&w=640&q=75',
    ])
      expect(refuseRequest('GET', `/_next/image${query}`)?.status).toBe(400);
  });
  it.each([
    ['GET', '/_next/image?url=%2Fmedia%2Frecipes%2Fthai-green-curry-1a2b.webp&w=640&q=75'],
    ['GET', '/_next/image?url=%2Fmedia%2Fcrop%2F16x9%2Frecipes%2Fx-1a2b.f40-60.jpg&w=828&q=75'],
    ['HEAD', '/widget/v1.js'],
    ['GET', '/images/404.svg'],
    ['POST', '/en/images'],
    ['GET', '/en/recipes/spaghetti-carbonara'],
    ['HEAD', '/media/a.webp'],
    ['POST', '/api/proxy?path=/api/v1/x&s=%ff'],
    ['OPTIONS', '/api/proxy'],
    ['GET', '/nl/recipes?s=%C3%A9'],
  ])('%s %s passes to Next', (method, target) => {
    expect(refuseRequest(method, target)).toBeUndefined();
  });
});
