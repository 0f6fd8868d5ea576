import type { PageProps } from '@/router/types';
import { IotPage } from '@/features/iot/layout';
import { PayPasswordFlow } from '@/features/iot/PayPasswordFlow';

/** Changing the pay password: the current one first, then the new one twice. */
export default function Page({ query }: PageProps) {
  return (
    <IotPage query={query}>
      <PayPasswordFlow change />
    </IotPage>
  );
}
