import { useState } from 'react';
import { groupMobile } from '@/lib/phoneMask';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as shop from '@/api/declarations/shop';
import { LoadState } from '@/components/ui/LoadState';
import { Card, CardTitle, Muted, Stack } from '@/components/shop/parts';
import { Button } from '@/components/ui/Button';
import { Textarea } from '@/components/ui/Textarea';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useDraft } from '@/features/forms/useDraft';
import { openPage } from '@/features/shop/links';
import { loadStateOf } from '@/features/data/useResource';
import { useNumberDetails } from '@/features/shop/numberHold';
import { useMutation } from '@/features/data/useMutation';

const Wrap = styled.div`
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

/** Remarks for the operator about a reserved number. */
export default function NumberCommentPage({ query }: PageProps) {
  const { t } = useTranslation();
  // A remark for the operator: nothing the shop reads changes.
  const remarks = useMutation(shop.saveNumberRemark);
  const numberId = Number(query.numberId ?? 0);
  const number = useNumberDetails(numberId);
  const [remark, setRemark, clearRemark] = useDraft(`remark-${numberId}`, () => '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const save = async () => {
    if (!remark.trim()) {
      setError(t('shop.comment.required'));
      return;
    }
    setError('');
    setSaving(true);
    try {
      await remarks.mutate({ numberId, remark: remark.trim() });
      clearRemark();
      feedback.toast(t('shop.comment.saved'), { kind: 'success' });
      void nav.navigateBack();
    } catch {
      // the client explains; the remark stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <LoadState {...loadStateOf(number)} notFound={!(numberId > 0)}>
      {(item) => (
        <Wrap>
          <Card>
            <CardTitle>{groupMobile(item.mobile)}</CardTitle>
            <Stack>
              <Muted>
                {item.reservedUntil ? t('shop.comment.hint') : t('shop.pretty.notHeld')}
              </Muted>
              <Textarea
                label={t('shop.comment.label')}
                value={remark}
                onChange={(value) => {
                  setRemark(value);
                  if (error && value.trim()) setError('');
                }}
                maxLength={140}
                error={error}
                placeholder={t('shop.comment.placeholder')}
                disabled={!item.reservedUntil}
              />
              <Button
                variant="primary"
                block
                round
                loading={saving}
                disabled={!item.reservedUntil}
                onClick={() => void save()}
              >
                {t('common.save')}
              </Button>
              {!item.reservedUntil && (
                <Button
                  block
                  round
                  onClick={() =>
                    void openPage('/pages/goods/pretty/index', { numberId: String(item.id) })
                  }
                >
                  {t('shop.pretty.reserve')}
                </Button>
              )}
            </Stack>
          </Card>
        </Wrap>
      )}
    </LoadState>
  );
}
