import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountBalanceView } from './AccountBalanceView';

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const balance = {
  customerId: 'c1',
  terms: '30 days',
  creditLimit: money(500000),
  balance: money(123400),
  availableCredit: money(376600),
  storeCredit: money(0),
};

describe('<AccountBalanceView>', () => {
  it('shows an account’s figures, the overdue amount and the way to pay', () => {
    const html = renderToStaticMarkup(
      <AccountBalanceView standing={{ hasAccount: true, balance, overdueCents: 10600 }} />,
    );
    for (const text of ['$1,234.00', '$5,000.00', '$3,766.00', '$106.00', '30 days', 'href="/account/invoices"']) {
      expect(html).toContain(text);
    }
  });

  it('says there is no account balance for a customer without an account', () => {
    const none = { ...balance, terms: null, creditLimit: money(0), balance: money(0), availableCredit: money(0) };
    const html = renderToStaticMarkup(
      <AccountBalanceView standing={{ hasAccount: false, balance: none, overdueCents: 0 }} />,
    );
    expect(html).toContain('You have no account balance');
    expect(html).not.toContain('<dl');
  });
});
