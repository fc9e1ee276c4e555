import type { AuthFailureReason } from '../auth/authResults';

const STATUS: Record<AuthFailureReason, number> = {
  invalid: 400,
  refused: 401,
  paused: 429,
  'email-taken': 409,
  unavailable: 502,
};

/** The status an auth route answers for a failure: the shopper's input, a refusal, a taken email, an outage. */
export const authFailureStatus = (reason: AuthFailureReason): number => STATUS[reason];

/** An auth result as a route's answer: the result itself as JSON, 200 when it succeeded. */
export function authResponse(result: { ok: true } | { ok: false; reason: AuthFailureReason }): Response {
  return Response.json(result, { status: result.ok ? 200 : authFailureStatus(result.reason) });
}
