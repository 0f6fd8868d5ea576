import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardTitle } from '@/components/shop/parts';
import { Button } from '@/components/ui/Button';
import { Steps } from '@/components/ui/Steps';
import { nav, runtimeUrl } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { refreshGenericConfig } from '@/features/data/config';
import { useLayoutStore } from '@/stores/layout';
import { fetchProvinces } from '@/features/data/shop';
import { useResource } from '@/features/data/useResource';
import { composedQuery } from '@/features/data/query';
import * as hk from '@/api/declarations/hk';
import * as site from '@/api/declarations/site';

type Step = 'config' | 'generic' | 'regions';

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
const STEPS: Step[] = ['config', 'generic', 'regions'];

/** Data initialisation: configuration and region data, then on to where the visitor was going. */
export default function LoadDomainPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState(0);
  const promoCode = query.promoCode || useLayoutStore.getState().promoCode;
  // Each step counts once it is done; a failed step is shown with a retry of the whole run.
  // The run is this page's own: nothing of it is kept once the page closes.
  const init = useResource(
    composedQuery(
      'index/loadDomain',
      [hk.getBaseConfig, hk.getGenericConfig, site.getProvinces],
      { promoCode },
      async () => {
        setDone(0);
        const config = await refreshBaseConfig(promoCode);
        if (!config) throw new Error('The base configuration did not load');
        setDone(1);
        await refreshGenericConfig();
        setDone(2);
        await fetchProvinces();
        setDone(3);
        return true;
      },
    ),
    { keepMs: 0 },
  );
  const failed = init.error;

  useEffect(() => {
    if (!init.data) return;
    const target = query.redirect && nav.isKnown(query.redirect) ? query.redirect : '/';
    void nav.reLaunch(runtimeUrl(target));
  }, [init.data, query.redirect]);

  return (
    <Card aria-labelledby="init-title" aria-busy={!failed && done < STEPS.length}>
      <CardTitle id="init-title">{t('shop.init.heading')}</CardTitle>
      <Steps
        label={t('shop.init.heading')}
        active={Math.min(done, STEPS.length - 1)}
        items={STEPS.map((step, index) => ({
          key: step,
          title: t(`shop.init.steps.${step}`),
          description:
            index < done ? (
              t('shop.init.done')
            ) : index === done && failed ? (
              <Failed role="alert">{t('shop.init.failed')}</Failed>
            ) : (
              t('shop.init.waiting')
            ),
        }))}
      />
      {failed && (
        <Button variant="primary" block round onClick={() => void init.reload()}>
          {t('common.retry')}
        </Button>
      )}
    </Card>
  );
}
