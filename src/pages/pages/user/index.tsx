import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import type { PageProps } from '@/router/types';
import { MineFrame } from '@/features/shop/mine';

/** Tab 3, mine: orders, services, about pages, app update, language and logout. */
export default function MinePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <MineFrame>
      {(mine) => (
        <CellGroup inset title={t('shop.mine.services')}>
          {mine.entries.map((entry) => (
            <Cell
              key={entry.key}
              title={entry.title}
              value={entry.value}
              isLink
              onClick={entry.open}
            />
          ))}
        </CellGroup>
      )}
    </MineFrame>
  );
}
