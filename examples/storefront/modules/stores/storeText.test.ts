import { describe, expect, it } from 'vitest';
import { addressLine, directionsText, formatTime, hoursText } from './storeText';

const store = {
  title: 'Koorong Adelaide',
  address: { street: '85 Grenfell Street', suburb: 'Adelaide', state: 'SA', postcode: '5000', country: 'AU' },
  phone: '(08) 9000 1000',
  services: ['Click & Collect'],
};

describe('store texts', () => {
  it('formats times and hours', () => {
    expect(formatTime('09:00')).toBe('9 am');
    expect(formatTime('17:30')).toBe('5:30 pm');
    expect(formatTime('12:00')).toBe('12 pm');
    expect(formatTime('00:15')).toBe('12:15 am');
    expect(formatTime('late')).toBe('late');
    expect(hoursText('09:00', '21:00')).toBe('9 am to 9 pm');
    expect(hoursText(null, null)).toBe('Closed');
  });

  it('writes the address and map-free directions', () => {
    expect(addressLine(store)).toBe('85 Grenfell Street, Adelaide SA 5000');
    expect(directionsText(store)).toBe(
      'Koorong Adelaide is at 85 Grenfell Street in Adelaide, South Australia (postcode 5000). For directions, parking or public transport, call the store on (08) 9000 1000. Click & Collect orders are picked up at the front counter.',
    );
    expect(directionsText({ ...store, phone: undefined, services: [] })).toContain('call our helpline.');
  });
});
