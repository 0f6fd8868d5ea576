import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Tag } from '@/components/ui/Tag';
import type { DownstreamAgent } from '@/domain/site';
import { Card, ErrorText, Input, Muted, Row } from './parts';
import { theme } from '@/theme';

export interface AgentPriceListProps {
  /** Downstream agents with their current markup. */
  agents: readonly DownstreamAgent[];
  /** Id of the agent whose price is being saved (0 for none). */
  savingId: number;
  /** Called with an agent and the new markup ('' clears the custom price). */
  onSave: (agent: DownstreamAgent, markup: number | '') => void;
}

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Line = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  align-items: center;
  margin-top: ${theme.space.sm};
`;

function AgentRow({
  agent,
  saving,
  onSave,
}: {
  agent: DownstreamAgent;
  saving: boolean;
  onSave: AgentPriceListProps['onSave'];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(agent.markup ? String(agent.markup) : '');
  const [error, setError] = useState('');
  const inputId = `markup-${agent.id}`;
  const save = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setError('');
      onSave(agent, '');
      return;
    }
    const value = Number(trimmed);
    if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || value > 1000) {
      setError(t('shop.agent.invalid'));
      return;
    }
    setError('');
    onSave(agent, value);
  };
  return (
    <Card aria-label={agent.name}>
      <Row>
        <Name>{agent.name}</Name>
        <Tag type={agent.direct ? 'success' : 'default'}>
          {agent.direct ? t('shop.agent.direct') : t('shop.agent.indirect')}
        </Tag>
      </Row>
      <Muted>
        {t('shop.agent.code', { code: agent.promoCode })} ·{' '}
        {t('shop.agent.current', { amount: formatAmount(agent.markup) })}
      </Muted>
      <Line>
        <label htmlFor={inputId}>{t('shop.agent.markup')}</label>
        <Input
          id={inputId}
          inputMode="decimal"
          value={text}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          placeholder="0.00"
          onChange={(event) => setText(event.target.value.replace(/[^\d.]/g, ''))}
        />
        <Button size="small" variant="primary" round loading={saving} onClick={save}>
          {t('common.save')}
        </Button>
      </Line>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Card>
  );
}

/** The agent's downstream agents, each with a markup to set. */
export function AgentPriceList({ agents, savingId, onSave }: AgentPriceListProps) {
  return (
    <>
      {agents.map((agent) => (
        <AgentRow key={agent.id} agent={agent} saving={savingId === agent.id} onSave={onSave} />
      ))}
    </>
  );
}
