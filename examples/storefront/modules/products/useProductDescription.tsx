import { useId } from 'react';

/**
 * A card action's product name as its accessible description: the action is named by its visible label alone
 * ('Add to basket', as a shopper reads and says it), and a screen reader still hears which product it is for. The
 * caller renders the hidden text beside the action, not inside it, so the action's text is its label alone too.
 */
export function useProductDescription(name: string) {
  const id = useId();
  return {
    describedBy: id,
    description: (
      <span id={id} hidden>
        {name}
      </span>
    ),
  };
}
