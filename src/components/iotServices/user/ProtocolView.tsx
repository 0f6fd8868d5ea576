import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, parseServerDate } from '@/lib/dateTime';
import { RichText } from '../../ui/RichText';
import { theme } from '@/theme';

export interface ProtocolViewProps {
  /** Protocol title. */
  title: string;
  /** Rich-text content from the server (sanitised before use). */
  html: string;
  /** When it was last updated (ISO), '' to hide. */
  updatedAt?: string;
}

const Paper = styled.article`
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.xl};
`;

const Updated = styled.p`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A protocol or rules page: title, last update and the sanitised text. */
export function ProtocolView({ title, html, updatedAt = '' }: ProtocolViewProps) {
  const { t } = useTranslation();
  const updated = updatedAt ? parseServerDate(updatedAt) : null;
  return (
    <Paper>
      <Title>{title}</Title>
      {updated && (
        <Updated>{t('iotServices.protocol.updated', { date: formatDate(updated) })}</Updated>
      )}
      <RichText html={html} />
    </Paper>
  );
}
