import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/Tag';
import { Button } from '@/components/ui/Button';
import { gapList } from '../ui/listRow';
import { cardSurface } from '../ui/surfaces';
import { theme } from '@/theme';

/** 0 not done, 1 done, 2 under review, -1 not required. */
export type AuthState = -1 | 0 | 1 | 2;

export interface AuthStatusListProps {
  /** Operator real-name state. */
  operator: AuthState;
  /** Platform real-name state. */
  platform: AuthState;
  /** The user wants to do the operator verification. */
  onOperator: () => void;
  /** The user wants to do the platform verification. */
  onPlatform: () => void;
}

const List = styled.ul`
  ${gapList}
  padding: 0 ${theme.space.md};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.md};
  ${cardSurface}
  > div {
    display: grid;
    gap: ${theme.space.xxs};
  }
`;

/** The card's operator and platform real-name states with a way to finish each. */
export function AuthStatusList({
  operator,
  platform,
  onOperator,
  onPlatform,
}: AuthStatusListProps) {
  const { t } = useTranslation();
  const tag = (state: AuthState) =>
    state === 1 ? (
      <Tag type="success">{t('iot.realname.done')}</Tag>
    ) : state === 2 ? (
      <Tag type="warning">{t('iot.realname.reviewing')}</Tag>
    ) : state === -1 ? (
      <Tag>{t('iot.realname.notNeeded')}</Tag>
    ) : (
      <Tag type="danger">{t('iot.realname.notDone')}</Tag>
    );
  const row = (title: string, state: AuthState, onGo: () => void) => (
    <Row>
      <div>
        <strong>{title}</strong>
        <span>{tag(state)}</span>
      </div>
      {state === 0 ? (
        <Button
          variant="primary"
          size="small"
          round
          aria-label={`${t('iot.realname.go')}: ${title}`}
          onClick={onGo}
        >
          {t('iot.realname.go')}
        </Button>
      ) : null}
    </Row>
  );
  return (
    <List>
      {row(t('iot.realname.operator'), operator, onOperator)}
      {row(t('iot.realname.platform'), platform, onPlatform)}
    </List>
  );
}
