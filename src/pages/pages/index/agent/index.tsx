import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import type { DownstreamAgent } from '@/api/types';
import { AgentPriceList } from '@/components/shop/AgentPriceList';
import { LoadState } from '@/components/ui/LoadState';
import { Card, Muted } from '@/components/shop/parts';
import { isApiError } from '@/api/errors';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useLayoutStore } from '@/stores/layout';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { composedQuery } from '@/features/data/query';

/** No agent's promo code (or none at all): nobody to list. */
const NOT_AGENT = { notAgent: true, list: [] as DownstreamAgent[] };

/** My downstream agents and the markup each of them pays on top of my price. */
export default function AgentPage({ query }: PageProps) {
  const { t } = useTranslation();
  const promoCode = query.promoCode || useLayoutStore.getState().promoCode;
  // A markup changes the agent it is set for, in the downstream agents.
  const saving = useMutation(shop.saveLowerCustom, { invalidates: [shop.getDownstreamAgents] });
  const [savingId, setSavingId] = useState(0);
  const [changed, setChanged] = useState<Record<number, DownstreamAgent>>({});
  const agents = useResource(
    composedQuery('index/agent', [shop.getDownstreamAgents], { promoCode }, async () => {
      if (!promoCode) return NOT_AGENT;
      try {
        return { notAgent: false, list: await call(shop.getDownstreamAgents, { promoCode }) };
      } catch (error) {
        // 40001 means this promo code is no agent: say so instead of offering a retry.
        if (isApiError(error) && error.code === 40001) return NOT_AGENT;
        throw error;
      }
    }),
  );
  const notAgent = agents.data?.notAgent ?? false;

  const save = async (agent: DownstreamAgent, markup: number | '') => {
    setSavingId(agent.id);
    try {
      const saved = await saving.mutate({ promoCode, agentId: agent.id, markup });
      if (!saved) return;
      setChanged((prev) => ({ ...prev, [saved.id]: saved }));
      feedback.toast(t('shop.agent.saved'), { kind: 'success' });
    } catch {
      // 33001 shows its dialog; other failures their toast
    } finally {
      setSavingId(0);
    }
  };

  const list = (agents.data?.list ?? []).map((agent) => changed[agent.id] ?? agent);
  return (
    <LoadState
      {...loadStateOf(agents)}
      empty={!list.length}
      emptyText={notAgent ? t('shop.agent.notAgent') : t('shop.agent.empty')}
    >
      <Card>
        <Muted>{t('shop.agent.intro')}</Muted>
      </Card>
      <AgentPriceList agents={list} savingId={savingId} onSave={(a, m) => void save(a, m)} />
    </LoadState>
  );
}
