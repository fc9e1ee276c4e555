// The public surface of `@bookshop/react`. Named exports only; `exports.test.ts` pins this list.
export { Price, type PriceClassNames, type PriceProps } from './price/Price';
