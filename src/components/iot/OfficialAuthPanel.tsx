import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Steps } from '@/components/ui/Steps';
import { formPanel } from '@/components/ui/form/fieldStyles';
import { theme } from '@/theme';

export interface OfficialAuthPanelProps {
  /** The card the verification is for. */
  simNo: string;
  /** Guidance from the operator (may be in the operator's language). */
  tips?: string;
  /** Whether the operator already confirmed it. */
  done: boolean;
  /** Shows the three steps of the operator flow. */
  showSteps?: boolean;
  /** Checking with the operator is running. */
  checking: boolean;
  /** The user opens the operator page. */
  onOpen: () => void;
  /** The user says they finished. */
  onFinished: () => void;
}

const Box = styled.section`
  ${formPanel}
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
    line-height: ${theme.lineHeights.normal};
    overflow-wrap: anywhere;
  }
  strong {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Operator real-name: open the operator's page, then come back and confirm. */
export function OfficialAuthPanel({
  simNo,
  tips,
  done,
  showSteps = false,
  checking,
  onOpen,
  onFinished,
}: OfficialAuthPanelProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <p>{t('iot.realname.intro')}</p>
      <strong>
        {t('iot.common.simNo')}: {simNo}
      </strong>
      {showSteps ? (
        <Steps
          label={t('iot.realname.ltSteps')}
          items={[
            { key: '1', title: t('iot.realname.ltStep1') },
            { key: '2', title: t('iot.realname.ltStep2') },
            { key: '3', title: t('iot.realname.ltStep3') },
          ]}
        />
      ) : null}
      <p>{t('iot.realname.officialTips')}</p>
      {tips ? <p>{tips}</p> : null}
      {done ? (
        <p role="status">{t('iot.realname.confirmed')}</p>
      ) : (
        <>
          <Button variant="primary" size="large" block round onClick={onOpen}>
            {t('iot.realname.openOperator')}
          </Button>
          <Button block round loading={checking} onClick={onFinished}>
            {t('iot.realname.finished')}
          </Button>
        </>
      )}
    </Box>
  );
}
