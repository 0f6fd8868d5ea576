import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Tag } from '../../ui/Tag';
import { theme } from '@/theme';

/** A destructive device action. */
export type DeviceAction = 'restart' | 'close' | 'reset';

export interface DevicePanelProps {
  /** Device number. */
  deviceNo: string;
  /** Whether the device is online. */
  online: boolean;
  /** Network mode: 1 4G, 2 5G. */
  networkMode?: number;
  /** Operator name of the sim in use. */
  operatorName?: string;
  /** The action being sent, so its button spins and the others wait. */
  pending?: DeviceAction | null;
  /** Asks for an action; the page confirms before sending it. */
  onAction: (action: DeviceAction) => void;
}

const Card = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

const No = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  word-break: break-all;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
`;

/** The device: number, online state and network, with restart, power off and factory reset. */
export function DevicePanel({
  deviceNo,
  online,
  networkMode,
  operatorName,
  pending = null,
  onAction,
}: DevicePanelProps) {
  const { t } = useTranslation();
  const busy = pending !== null;
  return (
    <Card aria-label={t('iotServices.device.label')}>
      <Head>
        <No>{t('iotServices.device.number', { no: deviceNo })}</No>
        <Tag type={online ? 'success' : 'default'}>
          {online ? t('iotServices.device.online') : t('iotServices.device.offline')}
        </Tag>
        {networkMode ? <Tag plain>{networkMode === 2 ? '5G' : '4G'}</Tag> : null}
        {operatorName ? <Tag plain>{operatorName}</Tag> : null}
      </Head>
      <Actions>
        <Button
          round
          loading={pending === 'restart'}
          disabled={busy && pending !== 'restart'}
          onClick={() => onAction('restart')}
        >
          {t('iotServices.device.restart')}
        </Button>
        <Button
          round
          variant="warning"
          loading={pending === 'close'}
          disabled={busy && pending !== 'close'}
          onClick={() => onAction('close')}
        >
          {t('iotServices.device.close')}
        </Button>
        <Button
          round
          variant="danger"
          loading={pending === 'reset'}
          disabled={busy && pending !== 'reset'}
          onClick={() => onAction('reset')}
        >
          {t('iotServices.device.reset')}
        </Button>
      </Actions>
    </Card>
  );
}
