import { WISHLIST_FAILURE_MESSAGE } from '@bookshop/react';
import { toast } from '@/modules/ui/toast';

/**
 * Runs a wishlist write and shows its message as a toast, or the spec's failure message when it fails; answers whether
 * it went through (a write already in flight answers nothing and counts as through).
 */
export async function showOutcome(
  write: () => Promise<{ message: string } | null>,
  failure = WISHLIST_FAILURE_MESSAGE,
): Promise<boolean> {
  try {
    const outcome = await write();
    if (outcome) toast.success(outcome.message);
    return true;
  } catch {
    toast.error(failure);
    return false;
  }
}
