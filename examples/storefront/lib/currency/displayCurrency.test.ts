import { describe, expect, it } from 'vitest';
import { convertPrice, parseDisplayCurrency, pickDisplayCurrency, visitorCountry } from './displayCurrency';

const aud = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });

describe('pickDisplayCurrency', () => {
  it('defaults to AUD, shows NZD to New Zealand visitors, and lets a saved choice win', () => {
    expect(pickDisplayCurrency({})).toBe('AUD');
    expect(pickDisplayCurrency({ country: 'AU' })).toBe('AUD');
    expect(pickDisplayCurrency({ country: 'nz' })).toBe('NZD');
    expect(pickDisplayCurrency({ cookie: 'AUD', country: 'NZ' })).toBe('AUD');
    expect(pickDisplayCurrency({ cookie: 'nzd' })).toBe('NZD');
    expect(pickDisplayCurrency({ cookie: 'USD', country: 'AU' })).toBe('AUD');
  });

  it('parses only the offered currencies', () => {
    expect(parseDisplayCurrency(' NZD ')).toBe('NZD');
    expect(parseDisplayCurrency('EUR')).toBeUndefined();
    expect(parseDisplayCurrency(undefined)).toBeUndefined();
  });
});

describe('visitorCountry', () => {
  it("takes the CDN's country header first", () => {
    expect(visitorCountry({ countryHeader: ' nz ', acceptLanguage: 'en-AU' })).toBe('NZ');
    expect(visitorCountry({ countryHeader: 'AU', acceptLanguage: 'en-NZ' })).toBe('AU');
  });

  it("falls back to the region of the browser's most preferred language that has one", () => {
    expect(visitorCountry({ acceptLanguage: 'en-NZ,en;q=0.9' })).toBe('NZ');
    expect(visitorCountry({ acceptLanguage: 'en;q=0.8, en-AU;q=0.5, mi-NZ' })).toBe('NZ');
    expect(visitorCountry({ acceptLanguage: 'en, en-NZ;q=0.7' })).toBe('NZ');
    expect(visitorCountry({ acceptLanguage: 'zh-Hant-TW' })).toBe('TW');
    expect(visitorCountry({ countryHeader: '', acceptLanguage: 'en-nz' })).toBe('NZ');
  });

  it('knows no country from languages without a region, refused languages or nothing', () => {
    expect(visitorCountry({ acceptLanguage: 'en, fr;q=0.5' })).toBeUndefined();
    expect(visitorCountry({ acceptLanguage: 'en-NZ;q=0, en' })).toBeUndefined();
    expect(visitorCountry({ acceptLanguage: '*' })).toBeUndefined();
    expect(visitorCountry({ acceptLanguage: ';;,,q=' })).toBeUndefined();
    expect(visitorCountry({})).toBeUndefined();
  });
});

describe('convertPrice', () => {
  it('converts the value and the discounted value to whole cents', () => {
    expect(convertPrice({ value: aud(2999), discounted: { value: aud(1999) } }, 1.09, 'NZD')).toEqual({
      value: { centAmount: 3269, currencyCode: 'NZD' },
      discounted: { value: { centAmount: 2179, currencyCode: 'NZD' } },
    });
  });

  it('leaves a missing price and a price already in the currency alone', () => {
    expect(convertPrice(undefined, 1.09, 'NZD')).toBeUndefined();
    const price = { value: aud(500) };
    expect(convertPrice(price, 1, 'AUD')).toBe(price);
  });
});
