import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WifiBand } from '@/domain/device';
import { Tag } from '../../ui/Tag';
import { theme } from '@/theme';

/** The band's settings (see WifiBand) and what can be done with it. */
export interface WifiBandCardProps extends WifiBand {
  /** A display change is being saved: the switch ignores taps. */
  saving?: boolean;
  /** Shows or hides the network name; the switch shows only when given. */
  onToggleVisible?: (visible: boolean) => void;
  /** Opens the QR code to connect. */
  onConnect?: () => void;
  /** Opens sharing. */
  onShare?: () => void;
  /** Opens the name and password form. */
  onEdit?: () => void;
}

const Card = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Name = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  word-break: break-all;
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.md} 0;
  font-size: ${theme.fontSizes.md};

  dt {
    color: ${theme.colors.textSecondary};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    min-width: 0;
    word-break: break-all;
  }
`;

const Small = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  color: ${theme.colors.brand};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Action = styled.button`
  flex: 1;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`;

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
  font-size: ${theme.fontSizes.sm};

  input {
    width: 1.25em;
    height: 1.25em;
    accent-color: ${theme.colors.brand};
  }
`;

/** One Wi-Fi band: name, password (hidden until shown), connections against the maximum, actions. */
export function WifiBandCard({
  band,
  name,
  password,
  encrypt,
  connCount,
  maxConnCount,
  enabled,
  visible,
  saving = false,
  onToggleVisible,
  onConnect,
  onShare,
  onEdit,
}: WifiBandCardProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const open = !password || encrypt === 'NONE';
  return (
    <Card aria-label={t('iotServices.wifi.bandLabel', { band })}>
      <Head>
        <Tag type="primary">{band}</Tag>
        <Name>{name}</Name>
        <Tag type={enabled ? 'success' : 'default'}>
          {enabled ? t('iotServices.wifi.on') : t('iotServices.wifi.off')}
        </Tag>
      </Head>
      <Rows>
        <dt>{t('iotServices.wifi.password')}</dt>
        <dd>
          {open ? (
            t('iotServices.wifi.openNetwork')
          ) : (
            <>
              <span>{shown ? password : '••••••••'}</span>
              <Small type="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
                {shown ? t('iotServices.wifi.hide') : t('iotServices.wifi.show')}
              </Small>
            </>
          )}
        </dd>
        <dt>{t('iotServices.wifi.encryption')}</dt>
        <dd>{encrypt || t('common.unknown')}</dd>
        <dt>{t('iotServices.wifi.connections')}</dt>
        <dd>
          {t('iotServices.wifi.connectionsValue', { count: connCount, max: maxConnCount })}
          {maxConnCount > 0 && connCount >= maxConnCount && (
            <Tag type="warning">{t('iotServices.wifi.full')}</Tag>
          )}
        </dd>
      </Rows>
      {onToggleVisible && (
        <Switch>
          <input
            type="checkbox"
            role="switch"
            checked={visible}
            disabled={saving}
            aria-checked={visible}
            onChange={(event) => onToggleVisible(event.target.checked)}
          />
          {t('iotServices.wifi.broadcast')}
        </Switch>
      )}
      <Actions>
        {onConnect && (
          <Action type="button" onClick={onConnect}>
            {t('iotServices.wifi.qr')}
          </Action>
        )}
        {onShare && (
          <Action type="button" onClick={onShare}>
            {t('iotServices.wifi.share')}
          </Action>
        )}
        {onEdit && (
          <Action type="button" onClick={onEdit}>
            {t('iotServices.wifi.edit')}
          </Action>
        )}
      </Actions>
    </Card>
  );
}
