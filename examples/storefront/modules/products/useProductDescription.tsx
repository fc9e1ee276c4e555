import { useId } from 'react';

/**
 * A card action's product name as its accessible description: the action is named by its visible label alone
 * ('Add to basket', as a shopper reads and says it), and a screen reader still hears which product it is for. The
 * hidden text inside the action is left out of its name but read as its description.
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
