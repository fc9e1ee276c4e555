import type { BasketLine } from '@/lib/basket/basketView';

/** Who a gift card line is for: the recipient's name and email, and the message when there is one. */
export function GiftCardRecipientNote({
  recipient,
  className,
}: {
  recipient: NonNullable<BasketLine['giftCardRecipient']>;
  className?: string;
}) {
  return (
    <p className={className} data-testid="gift-card-recipient">
      For {recipient.name} ({recipient.email})
      {recipient.message ? (
        <>
          <br />
          Message: “{recipient.message}”
        </>
      ) : null}
    </p>
  );
}
