import type { ReactNode } from 'react';
import { useState } from 'react';
import type { SimInfo } from '@/api/types';
import { ProductPicker, type PickerProduct } from '@/components/iotServices/user/ProductPicker';
import { LoadState } from '@/components/ui/LoadState';
import { fetchSim } from '@/features/data/sim';
import * as iot from '@/api/declarations/iot';
import { composedQuery, type Query } from '@/features/data/query';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** What the parts of an add-on shop page see: the card, the products and the chosen one. */
export interface AddonShopView<P> {
  sim: SimInfo;
  list: P[];
  /** The chosen product's id (the first product until one is chosen; 0 when there is none). */
  selected: number;
}

export interface AddonShopProps<P extends { id: number }> {
  /** The add-on's products (`queryOf(iot.getVipList)`). */
  products: Query<P[]>;
  toPicker: (product: P) => PickerProduct;
  /** The picker's label and what it says when there is nothing to buy, translated. */
  pickerLabel: string;
  emptyText: string;
  /** The card's current add-on, above the products. */
  current: (view: AddonShopView<P>) => ReactNode;
  /** The actions below the products (buy, orders, terms) and anything they open. */
  actions: (view: AddonShopView<P>) => ReactNode;
}

/** The card (for its balance and pay password) and an add-on's products, loaded together. */
export function useAddonProducts<P>(products: Query<P[]>) {
  return useResource(
    composedQuery('addon/products', [iot.getSimInfo, ...products.reads], products.key, async () => {
      const [sim, list] = await Promise.all([fetchSim(), products.load()]);
      return { sim, list };
    }),
  );
}

/** An add-on shop (acceleration, VIP): the current add-on, the products to pick, and actions. */
export function AddonShop<P extends { id: number }>({
  products,
  toPicker,
  pickerLabel,
  emptyText,
  current,
  actions,
}: AddonShopProps<P>) {
  const [chosen, setChosen] = useState(0);
  const data = useAddonProducts(products);
  return (
    <LoadState {...loadStateOf(data)} frame="block">
      {({ sim, list }) => {
        const view = { sim, list, selected: chosen || list[0]?.id || 0 };
        return (
          <>
            {current(view)}
            <ProductPicker
              products={list.map(toPicker)}
              selectedId={view.selected}
              label={pickerLabel}
              emptyText={emptyText}
              onSelect={setChosen}
            />
            {actions(view)}
          </>
        );
      }}
    </LoadState>
  );
}
