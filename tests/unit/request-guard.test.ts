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
    ['GET', '/en/recipes/spaghetti-carbonara'],
    ['HEAD', '/media/a.webp'],
    ['POST', '/api/proxy?path=/api/v1/x&s=%ff'],
    ['OPTIONS', '/api/proxy'],
    ['GET', '/nl/recipes?s=%C3%A9'],
  ])('%s %s passes to Next', (method, target) => {
    expect(refuseRequest(method, target)).toBeUndefined();
  });
});
