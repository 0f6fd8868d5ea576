import { create } from 'zustand';
import type { StorePoint } from '@/api/types';

interface CheckoutSelection {
  /** The pick-up point chosen for a product, by product id. */
  stores: Record<number, StorePoint>;
  chooseStore: (goodsId: number, store: StorePoint) => void;
}

/**
 * What the order confirmation page gets back from the pick-up point page. It lives for the
 * session only: a stale pick-up point after a reload would be worse than choosing again.
 */
export const useCheckoutSelection = create<CheckoutSelection>()((set) => ({
  stores: {},
  chooseStore: (goodsId, store) =>
    set((state) => ({ stores: { ...state.stores, [goodsId]: store } })),
}));
