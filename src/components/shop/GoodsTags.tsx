import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/Tag';
import type { GoodsItem } from '@/domain/goods';

export interface GoodsTagsProps {
  /** The goods whose operator, own tags and stock are shown. */
  goods: Pick<GoodsItem, 'operatorName' | 'tags' | 'stock'>;
}

/** The tags of a goods item: its operator, its own tags, and "sold out" when none is left; the caller lays them out. */
export function GoodsTags({ goods }: GoodsTagsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tag type="primary" plain>
        {goods.operatorName}
      </Tag>
      {goods.tags.map((tag) => (
        <Tag key={tag} type="warning" plain>
          {tag}
        </Tag>
      ))}
      {goods.stock <= 0 && <Tag type="danger">{t('shop.goods.soldOut')}</Tag>}
    </>
  );
}
