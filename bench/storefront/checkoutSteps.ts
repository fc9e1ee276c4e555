import type { CallCounter } from './benchSite';

// Checkout's steps as the checkout page sends them (one request each), timed and with the storefront server's calls
// to its services counted per step, for a guest and for a newly joined customer, each with one book in the basket.

const ADDRESS = {
  firstName: 'Jo',
  lastName: 'Lee',
  mobile: '0412345678',
  manualEntry: true,
  building: 'Unit 2',
  street: '12 Ruthven Street',
  suburb: 'Toowoomba',
  postcode: '4350',
  country: 'AU',
  stateOrCity: 'QLD',
};

/** One step's figures over the runs: the median time of its request and the service calls of one run. */
export interface StepFigures {
  shopper: 'guest' | 'customer';
  step: string;
  medianMs: number;
  calls: number;
  byCall: string;
}

type Step = { name: string; path: string; method: 'PUT' | 'POST'; body: unknown };

class Session {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(path: string, method: string, body?: unknown): Promise<Response> {
    const response = await fetch(new URL(path, this.base), {
      method,
      headers: {
        origin: new URL(this.base).origin,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async expectOk(path: string, method: string, body?: unknown): Promise<void> {
    const response = await this.send(path, method, body);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Times each checkout step `runs` times (a fresh shopper per run, so every run saves real changes) and counts the
 * services' calls of each. The steps: contact (a guest's email), address, standard delivery, Click & Collect at the
 * nearest store, back to standard, and for a customer a donation.
 */
export async function measureCheckoutSteps(
  base: string,
  book: { id: string; sku: string },
  counter: CallCounter,
  runs: number,
): Promise<StepFigures[]> {
  const stores = (await (await fetch(new URL('/api/stores/stock?q=4350&limit=1', base))).json()) as {
    stores: { id: string }[];
  };
  const storeId = stores.stores[0]?.id;
  if (!storeId) throw new Error('the store finder answered no store near 4350');
  const figures: StepFigures[] = [];
  for (const shopper of ['guest', 'customer'] as const) {
    const steps: Step[] = [
      ...(shopper === 'guest'
        ? [{ name: 'contact', path: '/api/checkout/contact', method: 'PUT', body: { email: 'jo@example.com' } } as Step]
        : []),
      { name: 'address', path: '/api/checkout/address', method: 'PUT', body: ADDRESS },
      { name: 'standard delivery', path: '/api/checkout/delivery', method: 'PUT', body: { mode: 'standard' } },
      { name: 'click & collect', path: '/api/checkout/delivery', method: 'PUT', body: { mode: 'collect', storeId } },
      { name: 'back to standard', path: '/api/checkout/delivery', method: 'PUT', body: { mode: 'standard' } },
      ...(shopper === 'customer'
        ? [{ name: 'donation', path: '/api/checkout/donation', method: 'PUT', body: { amountCents: 200 } } as Step]
        : []),
    ];
    const times = new Map<string, number[]>();
    const calls = new Map<string, { calls: number; byCall: Map<string, number> }>();
    for (let run = 0; run < runs; run++) {
      const session = new Session(base);
      if (shopper === 'customer') {
        await session.expectOk('/api/auth/sign-up', 'POST', {
          firstName: 'Bench',
          lastName: 'Shopper',
          email: `bench-${Date.now()}-${run}@example.com`,
          password: 'Psalm23!bench',
        });
      }
      await session.expectOk('/api/cart', 'POST', { productId: book.id, sku: book.sku, quantity: 1 });
      for (const step of steps) {
        counter.start();
        const started = performance.now();
        await session.expectOk(step.path, step.method, step.body);
        const ms = performance.now() - started;
        const seen = counter.stop();
        times.set(step.name, [...(times.get(step.name) ?? []), ms]);
        // The calls of the last run: the earlier ones warmed the server's caches (the currency rate, the stores).
        calls.set(step.name, { calls: seen.total, byCall: seen.byCall });
      }
    }
    for (const step of steps) {
      const seen = calls.get(step.name);
      figures.push({
        shopper,
        step: step.name,
        medianMs: median(times.get(step.name) ?? []),
        calls: seen?.calls ?? 0,
        byCall: [...(seen?.byCall ?? [])].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', '),
      });
    }
  }
  return figures;
}
