import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NoticeBar } from '@/components/ui/NoticeBar';
import { plainText } from './format';
import { theme } from '@/theme';

export interface NoticeProps {
  /** Notice of the layout (simLayout.notice); rich text is shown as plain text; nothing shows when empty. */
  notice?: string | null;
  /** Scrolls a notice wider than the bar (default true). */
  scrollable?: boolean;
  /** The user pressed the notice, e.g. to read it in full. */
  onClick?: () => void;
}

const Wrap = styled.div`
  margin: ${theme.space.md};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

/** The layout's notice as a scrolling bar. */
export function Notice({ notice, scrollable = true, onClick }: NoticeProps) {
  const { t } = useTranslation();
  const text = plainText(notice);
  if (!text) return null;
  return (
    <Wrap>
      <NoticeBar
        text={text}
        scrollable={scrollable ? 'auto' : false}
        wrapable={!scrollable}
        label={t('iot.home.notice.label')}
        onClick={onClick}
      />
    </Wrap>
  );
}
