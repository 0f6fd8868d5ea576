import type { PageProps } from '@/router/types';
import { IotPage } from '../../shared';
import { PayPasswordFlow } from './flow';

/** Changing the pay password: the current one first, then the new one twice. */
export default function Page({ query }: PageProps) {
  return (
    <IotPage query={query}>
      <PayPasswordFlow change />
    </IotPage>
  );
}
