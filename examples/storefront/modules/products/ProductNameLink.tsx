import { Tooltip } from '@bookshop/react';
import { truncateName } from '@bookshop/sdk/rules';

export interface ProductNameLinkProps {
  slug: string;
  name: string;
  /** Where the name is cut (spec: 70 in the flyout). */
  length: number;
  className?: string;
  /** The tooltip's class: where it sits is the place's to say. */
  tipClassName?: string;
}

/**
 * A product's name as a link to its page, cut at `length` characters; a cut name is whole in the spec's shared tooltip
 * (`@bookshop/react`'s `Tooltip`), shown on hover and on keyboard focus and read as the link's description, which a
 * `title` attribute is not. For client parts only (the flyout): cards stay server-rendered and keep a `title`.
 */
export function ProductNameLink({ slug, name, length, className, tipClassName }: ProductNameLinkProps) {
  const shown = truncateName(name, length);
  const link = (
    <a href={`/product/${slug}`} className={className}>
      {shown}
    </a>
  );
  if (shown === name) return link;
  return (
    <Tooltip content={name} classNames={{ tip: tipClassName }}>
      {link}
    </Tooltip>
  );
}
