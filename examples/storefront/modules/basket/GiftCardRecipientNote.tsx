import type { GiftCardRecipient } from '@bookshop/sdk/rules';

/** Who a gift card line is for: the recipient's name and email, and the message when there is one. */
export function GiftCardRecipientNote({ recipient, className }: { recipient: GiftCardRecipient; className?: string }) {
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
