import { useTranslation } from 'react-i18next';
import { FastNav } from '@/components/shop/FastNav';
import type { PageProps } from '@/router/types';
import { MineFrame } from '@/features/shop/mine';

/** Mine, second layout: the same entries as a grid. */
export default function MineGridPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <MineFrame>
      {(mine) => (
        <FastNav
          label={t('shop.mine.services')}
          items={mine.entries.map((entry) => ({ title: entry.title, icon: '', link: entry.key }))}
          onSelect={(item) => mine.entries.find((entry) => entry.key === item.link)?.open()}
        />
      )}
    </MineFrame>
  );
}
