'use client';

import { useSession, WishlistPopover, WishlistPopoverContent, type WishlistProduct } from '@bookshop/react';
import type { RefObject } from 'react';
import { wishlistApi } from '@/lib/wishlists/wishlistApi';
import { toast } from '@/modules/ui/toast';
import { formDialogClassNames } from './formDialogClassNames';
import styles from './Wishlists.module.css';

export interface WishlistPanelProps {
  product: WishlistProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  /** The basket line the product is moved from ('Move to wishlist' on /cart). */
  fromBasketLineId?: string;
  /** Called once the product has moved and its basket line is gone. */
  onMoved?: () => void;
}

/**
 * The wishlist popover of a product's wishlist button (or of a basket line's 'Move to wishlist'), fetched when the
 * shopper first reaches for it.
 */
export default function WishlistPanel({
  product,
  open,
  onOpenChange,
  triggerRef,
  fromBasketLineId,
  onMoved,
}: WishlistPanelProps) {
  const { customer } = useSession();
  return (
    <WishlistPopover
      source={wishlistApi}
      owner={customer?.email}
      product={product}
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      fromBasketLineId={fromBasketLineId}
      onMessage={({ type, text }) => {
        toast[type](text);
        if (type === 'success' && fromBasketLineId) onMoved?.();
      }}
      createDialog={{ className: styles.dialog, classNames: formDialogClassNames }}
    >
      <WishlistPopoverContent
        aria-label={`Wishlists for ${product.name ?? 'this product'}`}
        className={styles.popover}
        side="bottom"
        align="end"
        sideOffset={6}
        collisionPadding={8}
        classNames={{
          title: styles.popoverTitle,
          status: styles.status,
          list: styles.choices,
          item: styles.choice,
          name: styles.choiceName,
          count: styles.meta,
          date: styles.meta,
          more: styles.moreLink,
          create: styles.createLink,
        }}
      />
    </WishlistPopover>
  );
}
