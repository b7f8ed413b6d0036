import { describe, expect, it } from 'vitest';
import { callPath, gatewayLocation } from '@/server/gateway/forwarding';

const upstream = new URL('https://api.example.com/api/v1/');

describe('what the gateway forwards', () => {
  it('fills a call’s path with plain parameters only', () => {
    expect(callPath('/bill/retrieve/:id/', { id: '42' })).toBe('bill/retrieve/42/');
    expect(callPath('/product/product/brand/:brandId/category/:categoryId/', { brandId: '1', categoryId: '2' })).toBe(
      'product/product/brand/1/category/2/',
    );
    for (const id of ['../admin', '1/2', '', '%2e%2e', 'a b'])
      expect(callPath('/bill/retrieve/:id/', { id })).toBeNull();
  });

  it('answers a redirect below the upstream’s API root at the same path of the gateway, and drops any other', () => {
    expect(gatewayLocation(upstream, 'https://api.example.com/api/v1/loyalty/voucher/retrieve/3/')).toBe(
      '/api/v1/loyalty/voucher/retrieve/3/',
    );
    expect(gatewayLocation(upstream, '/api/v1/bill/list/all-bills/?page=2')).toBe(
      '/api/v1/bill/list/all-bills/?page=2',
    );
    expect(gatewayLocation(upstream, 'https://evil.example.net/api/v1/x/')).toBeNull();
    expect(gatewayLocation(upstream, '/admin/login/')).toBeNull();
    expect(gatewayLocation(upstream, undefined)).toBeNull();
  });
});
