import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WifiCode } from '@/domain/device';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { QrCode } from '../../ui/QrCode';
import { theme } from '@/theme';

export interface WifiCodeCardProps {
  /** The share code with the text of its QR code. */
  code: WifiCode;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  text-align: center;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  word-break: break-all;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.2em;
  text-align: left;
  font-size: ${theme.fontSizes.md};
`;

/** The QR code that joins a phone to a band, with how to use it and when it expires. */
export function WifiCodeCard({ code }: WifiCodeCardProps) {
  const { t } = useTranslation();
  const expires = parseServerDate(code.expireAt);
  return (
    <Card aria-label={t('iotServices.wifi.codeLabel', { name: code.wifiName })}>
      <Name>{code.wifiName}</Name>
      <Muted>
        {code.wifiType} · {t('iotServices.wifi.codeNo', { code: code.code })}
      </Muted>
      <QrCode value={code.qrText} label={t('iotServices.wifi.qrLabel', { name: code.wifiName })} />
      {expires && <Muted>{t('iotServices.wifi.expires', { time: formatDateTime(expires) })}</Muted>}
      <Steps>
        <li>{t('iotServices.wifi.step1')}</li>
        <li>{t('iotServices.wifi.step2')}</li>
        <li>{t('iotServices.wifi.step3')}</li>
      </Steps>
    </Card>
  );
}
