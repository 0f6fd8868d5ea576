import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { CopyText } from './CopyText';
import { Popup } from './Popup';
import { theme } from '@/theme';

export interface OpenInBrowserProps {
  open: boolean;
  /** The address to continue at in a browser (the provider's page, or this page). */
  url: string;
  /** The link is on the clipboard (the page says so). */
  onCopied: (label: string) => void;
  /** The browser refused to copy: the widget shows the link selected to copy by hand. */
  onCopyError?: () => void;
  /** The shopper says the payment is done elsewhere: the page asks the server. */
  onDone?: () => void;
  /** Closed: the order stays unpaid and payable. */
  onClose: () => void;
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  padding-bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom));
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.5em;
  display: grid;
  gap: ${theme.space.xs};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
`;

const Link = styled.div`
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/**
 * How to go on with a payment WeChat's browser cannot open (Alipay): open the page in the phone's
 * browser from WeChat's menu, or copy the link to paste there.
 */
export function OpenInBrowser({
  open,
  url,
  onCopied,
  onCopyError,
  onDone,
  onClose,
}: OpenInBrowserProps) {
  const { t } = useTranslation();
  return (
    <Popup open={open} onClose={onClose} title={t('ui.wechatPay.browserTitle')}>
      <Body>
        <Text>{t('ui.wechatPay.browserIntro')}</Text>
        <Steps>
          <li>{t('ui.wechatPay.browserMenu')}</li>
          <li>{t('ui.wechatPay.browserOpen')}</li>
        </Steps>
        <Text>{t('ui.wechatPay.browserCopy')}</Text>
        <Link>
          <CopyText
            text={url}
            label={t('ui.wechatPay.linkLabel')}
            onCopied={onCopied}
            onError={onCopyError}
          >
            {url}
          </CopyText>
        </Link>
        {onDone && (
          <Button variant="primary" size="large" block round onClick={onDone}>
            {t('ui.wechatPay.done')}
          </Button>
        )}
      </Body>
    </Popup>
  );
}
