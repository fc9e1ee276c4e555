import type { Customer } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { hasDeliveryAddress, wantsPrintedCatalogues, withPrintedCatalogues } from './printedCatalogues';

const customer = (fields: { name: string; value: unknown }[], defaultShippingAddressId?: string) =>
  ({
    id: 'c1',
    version: 4,
    email: 'ruth@example.com',
    defaultShippingAddressId,
    custom: { customFieldsRaw: fields },
  }) as unknown as Customer;

describe('printed catalogues', () => {
  it('reads the JSON boolean, and nothing else, as a yes', () => {
    expect(wantsPrintedCatalogues(customer([{ name: 'printed_catalogs', value: true }]))).toBe(true);
    expect(wantsPrintedCatalogues(customer([{ name: 'printed_catalogs', value: false }]))).toBe(false);
    expect(wantsPrintedCatalogues(customer([{ name: 'printed_catalogs', value: 'true' }]))).toBe(false);
    expect(wantsPrintedCatalogues(customer([]))).toBe(false);
    expect(wantsPrintedCatalogues({ custom: null })).toBe(false);
  });

  it('needs a default delivery address', () => {
    expect(hasDeliveryAddress(customer([], 'a1'))).toBe(true);
    expect(hasDeliveryAddress(customer([]))).toBe(false);
  });

  it('sets the field in place of the old value, keeping the other fields', () => {
    const before = customer([
      { name: 'phone', value: '0412345678' },
      { name: 'printed_catalogs', value: false },
    ]);
    const after = withPrintedCatalogues(before, true);
    expect(wantsPrintedCatalogues(after)).toBe(true);
    expect(after.custom?.customFieldsRaw).toEqual([
      { name: 'phone', value: '0412345678' },
      { name: 'printed_catalogs', value: true },
    ]);
    expect(wantsPrintedCatalogues(before)).toBe(false);
    expect(wantsPrintedCatalogues(withPrintedCatalogues({ ...before, custom: null }, true))).toBe(true);
  });
});
