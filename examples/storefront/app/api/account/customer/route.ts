import { type AccountRowKey, accountRows } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { detailUpdateSchema } from '@/lib/account/detailFields';
import { accountCustomer, accountRowEditable, saveAccountDetail } from '@/lib/data/account';
import { parseInput, route, routeJson } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/** The signed-in customer as the account details panel reads it (the panel's SWR source), or 401. */
export const GET = route({ what: 'Your account', session: accountCustomer }, async ({ session }) => session);

// Only the row is read before the customer: a row the customer may not change is refused whatever else was sent.
const anyRow = z.looseObject({ field: z.string({ error: 'Choose a detail to change' }) });
const LABELS = new Map(accountRows('b2b').map((row) => [row.key as string, row.label]));

const lockedMessage = (key: string, label: string) =>
  key === 'abn'
    ? 'ABN cannot be changed online. Please contact customer service.'
    : `${label} cannot be changed on a business account. Please contact customer service.`;

const STATUS = { 'loyalty-refused': 502, 'loyalty-unavailable': 502, 'email-taken': 400 } as const;

/**
 * Changes one account details row: `{ field: 'name' | 'phone' | 'email' | 'birthday' | 'gender', …values,
 * previous? }`. A row the customer's kind may not change (spec A6: a business customer's Name, Email and Delivery
 * Address; anyone's ABN) is refused with 403; values the row's schema refuses with 400 and the field's message, the
 * same the form shows. Answers `{ customer, replaced? }`, `replaced` being the values another window had stored since
 * the editor opened, which this save replaced. A save that stops short of commerce says why in `reason` (the panel
 * tells the loyalty service's refusal from its outage by it).
 */
export const PATCH = route(
  { what: 'Your details', body: anyRow, session: accountCustomer },
  async ({ body: { field, ...rest }, session: customer }) => {
    const label = LABELS.get(field);
    if (label && !accountRowEditable(customer, field as AccountRowKey)) {
      throw new RouteRefusal(lockedMessage(field, label), 403, { field });
    }
    const saved = await saveAccountDetail(customer, parseInput(detailUpdateSchema(new Date()), { field, ...rest }));
    if (!saved.ok) {
      const fieldName = saved.reason === 'email-taken' ? 'email' : undefined;
      return routeJson({ error: saved.message, reason: saved.reason, field: fieldName }, STATUS[saved.reason]);
    }
    return { customer: saved.customer, replaced: saved.replaced };
  },
);
