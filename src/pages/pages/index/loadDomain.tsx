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

type Step = 'config' | 'generic' | 'regions';

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
const STEPS: Step[] = ['config', 'generic', 'regions'];

/** Data initialisation: configuration and region data, then on to where the visitor was going. */
export default function LoadDomainPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const run = async () => {
      const promoCode = query.promoCode || useLayoutStore.getState().promoCode;
      const config = await refreshBaseConfig(promoCode);
      if (!config) throw new Error('config');
      if (live) setDone(1);
      await refreshGenericConfig();
      if (live) setDone(2);
      await fetchProvinces();
      if (live) setDone(3);
    };
    setFailed(false);
    run().then(
      () => {
        if (!live) return;
        const target = query.redirect && nav.isKnown(query.redirect) ? query.redirect : '/';
        void nav.reLaunch(runtimeUrl(target));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt, query.promoCode, query.redirect]);

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
        <Button variant="primary" block round onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      )}
    </Card>
  );
}
