import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimInfo } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { type Resource, loadStateOf } from '@/features/data/useResource';
import { useSim } from '@/features/data/sim';
import type { Query } from '@/router/url';
import { Column, IotPage, Paper } from './layout';
import { userServiceMenus } from './menus';

/** A card page's loading and error states while its card information loads. */
export function CardInfoState({
  card,
  children,
}: {
  card: Resource<SimInfo>;
  children: ReactNode;
}) {
  return (
    <LoadState {...loadStateOf(card)} frame="block">
      {children}
    </LoadState>
  );
}

/**
 * A card page drawn from the card's information (real-name, pay password): the page frame, the loading and error states, then `children` with the card; with
 * an `intro`, the two stand in a column under that paragraph.
 */
export function FreshCardPage({
  query,
  intro,
  children,
}: {
  query: Query;
  intro?: string;
  children: (sim: SimInfo) => ReactNode;
}) {
  const resource = useSim();
  return (
    <IotPage query={query}>
      <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
        {(sim: SimInfo) =>
          intro === undefined ? (
            children(sim)
          ) : (
            <Column>
              <Paper>{intro}</Paper>
              {children(sim)}
            </Column>
          )
        }
      </LoadState>
    </IotPage>
  );
}

/** The user centre's services of the card (built-in, then the layout's). */
export function useUserServices() {
  const { t } = useTranslation();
  const card = useSim();
  const menus = userServiceMenus(card.data?.simLayout?.user?.service, (key) =>
    t(`iotServices.user.services.${key}`),
  );
  return { card, menus };
}
