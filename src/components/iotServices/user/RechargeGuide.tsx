import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Thumb } from '../../ui/Thumb';
import { Button } from '../../ui/Button';
import { QrCode } from '../../ui/QrCode';
import { RichText } from '../../ui/RichText';
import { VideoPlayer } from '../../ui/VideoPlayer';
import { theme } from '@/theme';

export interface RechargeGuideProps {
  /** Heading of the recharge method. */
  title: string;
  /** What to do, step by step (translated). */
  steps: readonly string[];
  /** A number to show large, e.g. the recharge number or the service phone. */
  highlight?: string;
  /** Label of the highlighted number. */
  highlightLabel?: string;
  /** Text to show as a QR code. */
  qrValue?: string;
  /** Accessible name of the QR code. */
  qrLabel?: string;
  /** A picture, e.g. the official account's follow code. */
  image?: string;
  /** Video address of a tutorial. */
  video?: string;
  /** Picture before the video plays. */
  poster?: string;
  /** Rich-text instructions from the server (sanitised). */
  html?: string;
  /** Label of the main action; the button shows only with onAction. */
  actionLabel?: string;
  /** The main action (open, call, copy, recharge). */
  onAction?: () => void;
  /** A secondary action under the main one. */
  extra?: ReactNode;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.2em;
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
`;

const Highlight = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  word-break: break-all;
  text-align: center;

  small {
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textSecondary};
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** One way to recharge a card: the steps, what to scan, dial or copy, and the action. */
export function RechargeGuide({
  title,
  steps,
  highlight,
  highlightLabel,
  qrValue,
  qrLabel,
  image,
  video,
  poster,
  html,
  actionLabel,
  onAction,
  extra,
}: RechargeGuideProps) {
  return (
    <Card aria-label={title}>
      <Title>{title}</Title>
      {highlight && (
        <Highlight>
          {highlightLabel && <small>{highlightLabel}</small>}
          {highlight}
        </Highlight>
      )}
      {qrValue && (
        <Centre>
          <QrCode value={qrValue} label={qrLabel} />
        </Centre>
      )}
      {image && !qrValue && (
        <Centre>
          <Thumb src={image} size="12rem" />
        </Centre>
      )}
      {video && <VideoPlayer src={video} title={title} poster={poster} />}
      {steps.length > 0 && (
        <Steps>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      )}
      {html && <RichText html={html} />}
      {onAction && actionLabel && (
        <Button variant="primary" size="large" block round onClick={onAction}>
          {actionLabel}
        </Button>
      )}
      {extra}
    </Card>
  );
}
