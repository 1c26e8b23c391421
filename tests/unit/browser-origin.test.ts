import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { isForeignBrowserRequest, portalOrigins } from '../../functions/http/browser-origin';

const portal = portalOrigins('https://portaal.vereniging.be');

function request(method: string, headers: Record<string, string> = {}) {
  return { headers, requestContext: { http: { method } } } as unknown as APIGatewayProxyEventV2;
}

describe('isForeignBrowserRequest', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from another origin', (method) => {
    expect(isForeignBrowserRequest(request(method, { origin: 'https://evil.example' }), portal)).toBe(true);
  });

  it('accepts a state-changing request from the portal’s own origin', () => {
    const ownOrigin = request('POST', {
      origin: 'https://portaal.vereniging.be',
      'sec-fetch-site': 'same-origin',
    });

    expect(isForeignBrowserRequest(ownOrigin, portal)).toBe(false);
  });

  it('refuses the opaque origin of a sandboxed frame or a file', () => {
    expect(isForeignBrowserRequest(request('POST', { origin: 'null' }), portal)).toBe(true);
  });

  it('refuses a look-alike origin on another port or scheme', () => {
    expect(isForeignBrowserRequest(request('POST', { origin: 'http://portaal.vereniging.be' }), portal)).toBe(
      true,
    );
    expect(
      isForeignBrowserRequest(request('POST', { origin: 'https://portaal.vereniging.be:8443' }), portal),
    ).toBe(true);
    expect(
      isForeignBrowserRequest(
        request('POST', { origin: 'https://portaal.vereniging.be.evil.example' }),
        portal,
      ),
    ).toBe(true);
  });

  it('refuses a request the browser marks cross-site even without Origin', () => {
    expect(isForeignBrowserRequest(request('POST', { 'sec-fetch-site': 'cross-site' }), portal)).toBe(true);
    expect(isForeignBrowserRequest(request('DELETE', { 'sec-fetch-site': 'same-site' }), portal)).toBe(true);
  });

  it('lets API clients without Origin through', () => {
    expect(isForeignBrowserRequest(request('POST', { authorization: 'Bearer x' }), portal)).toBe(false);
  });

  it('never refuses a GET, which changes nothing', () => {
    expect(isForeignBrowserRequest(request('GET', { origin: 'https://evil.example' }), portal)).toBe(false);
  });
});

describe('portalOrigins', () => {
  it('is only the configured origin for a real host name', () => {
    expect([...portal]).toEqual(['https://portaal.vereniging.be']);
  });

  it('also accepts the loopback aliases of a local portal on the same port', () => {
    expect([...portalOrigins('http://localhost:3000')].sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    );
  });
});
