import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as site from '@/api/declarations/site';
import type { AnswerOf } from '@/api/declare';
import { LoadState } from '@/components/ui/LoadState';
import { Card, CardTitle, Muted, Stack } from '@/components/shop/parts';
import { Button } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useResource } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { composedQuery, queryOf, type Query } from '@/features/data/query';

/** A link without a request: nothing to ask, the request counts as expired. */
const NO_SCAN: Query<AnswerOf<typeof site.checkScanAuthorize>> = composedQuery(
  'authorize/noScan',
  [],
  undefined,
  () => Promise.resolve({ status: 3 as const }),
);

/** Confirms or refuses a scan-to-authorise request from another device. */
export default function AuthorizePage({ query }: PageProps) {
  const { t } = useTranslation();
  const scanId = query.scanId ?? '';
  // The answer changes the request's status.
  const answering = useMutation(site.updateAuthorizeStatus, {
    invalidates: [site.checkScanAuthorize],
  });
  const state = useResource(scanId ? queryOf(site.checkScanAuthorize, { scanId }) : NO_SCAN);
  const [busy, setBusy] = useState<0 | 1 | 2>(0);
  const [answered, setAnswered] = useState<0 | 1 | 2>(0);

  const answer = async (status: 1 | 2) => {
    setBusy(status);
    try {
      await answering.mutate({ scanId, status });
      setAnswered(status);
      feedback.toast(status === 1 ? t('shop.authorize.confirmed') : t('shop.authorize.refused'));
    } catch {
      // told by the client
    } finally {
      setBusy(0);
    }
  };

  const status = answered || state.data?.status || 0;
  const message =
    status === 1
      ? t('shop.authorize.confirmed')
      : status === 2
        ? t('shop.authorize.refused')
        : status === 3
          ? t('shop.authorize.expired')
          : t('shop.authorize.question');

  return (
    <LoadState data={state.data} loading={state.loading} error={state.error} onRetry={state.reload}>
      <Card aria-labelledby="authorize-title">
        <CardTitle id="authorize-title">{t('shop.titles.authorize')}</CardTitle>
        <Stack>
          <Muted role="status">{message}</Muted>
          {status === 0 ? (
            <>
              <Button
                variant="primary"
                block
                round
                loading={busy === 1}
                disabled={busy === 2}
                onClick={() => void answer(1)}
              >
                {t('shop.authorize.confirm')}
              </Button>
              <Button
                block
                round
                loading={busy === 2}
                disabled={busy === 1}
                onClick={() => void answer(2)}
              >
                {t('shop.authorize.refuse')}
              </Button>
            </>
          ) : (
            <Button block round onClick={() => void nav.reLaunch('/')}>
              {t('shop.authorize.home')}
            </Button>
          )}
        </Stack>
      </Card>
    </LoadState>
  );
}
