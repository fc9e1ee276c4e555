import { describe, expect, it } from 'vitest';
import { unsupportedAddressMessage, unsupportedAddressType } from './unsupportedAddressType';

describe('unsupportedAddressType', () => {
  it.each([
    [{ postalType: 'Locked Bag', lines: ['Locked Bag 3'] }, 'Locked Bag'],
    [{ postalType: 'PO BOX', lines: [] }, 'PO Box'],
    [{ lines: ['P.O. Box 12'] }, 'PO Box'],
    [{ lines: ['GPO Box 1000'] }, 'GPO Box'],
    [{ lines: ['', 'Private Bag 7'] }, 'Private Bag'],
    [{ lines: ['Parcel Locker 1023456'] }, 'Parcel Locker'],
    [{ postalType: 'Something New', lines: [] }, 'Something New'],
    [{ lines: ['12 Smith Street', 'Boxhill'] }, null],
    [{ postalType: '', lines: ['3/12 Post Office Lane'] }, null],
  ])('%j → %s', (address, type) => {
    expect(unsupportedAddressType(address)).toBe(type);
  });

  it('words the message as the product does', () => {
    expect(unsupportedAddressMessage('PO Box')).toBe(
      'We cannot currently accept this type of PO Box address. Please contact customer service',
    );
  });
});
