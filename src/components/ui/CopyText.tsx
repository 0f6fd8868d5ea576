import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { Icon } from './Icon';
import { fieldFont } from './form/fieldStyles';
import { tone } from './tone';
import { theme } from '@/theme';

export interface CopyTextProps {
  /** The text put on the clipboard. */
  text: string;
  /** What the text is, e.g. 'card number'; reported to onCopied for the 'copy <label> success' toast. */
  label: string;
  /** Called with the label once the text is on the clipboard (never when the copy failed). */
  onCopied: (label: string) => void;
  /** Called when the browser refuses to copy; the widget then shows the text selected to copy by hand. */
  onError?: () => void;
  /** What is shown (default the text itself); the copy button follows it. */
  children?: ReactNode;
  /** Shows only the button, without the text. */
  buttonOnly?: boolean;
}

const Root = styled.span<{ $manual: boolean }>`
  display: inline-flex;
  flex-wrap: ${({ $manual }) => ($manual ? 'wrap' : 'nowrap')};
  align-items: center;
  gap: ${theme.space.xs};
  max-width: 100%;
`;

const Value = styled.span`
  min-width: 0;
  word-break: break-all;
`;

const CopyButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: 2.5rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${tone.brand(theme)};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${tone.brand(theme)};
  font-size: ${theme.fontSizes.xs};
`;

const Manual = styled.span`
  flex: 1 1 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  text-align: left;
`;

const ManualNote = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
`;

const ManualField = styled.textarea`
  display: block;
  width: 100%;
  box-sizing: border-box;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${fieldFont(theme.fontSizes.sm)};
  line-height: ${theme.lineHeights.normal};
  word-break: break-all;
  resize: none;
  user-select: text;
  -webkit-user-select: text;
`;

/** Rows that show the whole text at phone width without a scroll bar (a few at most). */
const rowsFor = (text: string) => Math.min(4, Math.max(1, Math.ceil(text.length / 24)));

/**
 * A value with a copy button; the page shows the toast through onCopied. Where the browser
 * refuses to copy (no secure context, no permission, an older WebView), the text appears
 * selected in a read-only field with a note, for the visitor to copy by hand.
 */
export function CopyText({
  text,
  label,
  onCopied,
  onError,
  children,
  buttonOnly = false,
}: CopyTextProps) {
  const { t } = useTranslation();
  // Refused copies in a row: while there are any, the text waits to be copied by hand.
  const [refusals, setRefusals] = useState(0);
  const manual = refusals > 0;
  const field = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();

  // The text is focused and selected after each refusal: copying it is one gesture away.
  useEffect(() => {
    const area = field.current;
    if (!refusals || !area) return;
    area.focus();
    area.setSelectionRange(0, area.value.length);
  }, [refusals]);

  const copy = async () => {
    if (await copyText(text)) {
      setRefusals(0);
      onCopied(label);
    } else {
      setRefusals((count) => count + 1);
      onError?.();
    }
  };

  return (
    <Root $manual={manual}>
      {!buttonOnly && <Value>{children ?? text}</Value>}
      <CopyButton type="button" aria-label={`${t('ui.copy')} ${label}`} onClick={() => void copy()}>
        <Icon name="copy" aria-hidden="true" />
        {t('ui.copy')}
      </CopyButton>
      {manual && (
        <Manual>
          <ManualNote id={noteId}>{t('ui.copyManual')}</ManualNote>
          <ManualField
            ref={field}
            readOnly
            value={text}
            rows={rowsFor(text)}
            aria-label={label}
            aria-describedby={noteId}
            // Copied by hand: that is a copy too, told as a tap on the button would tell it.
            onCopy={() => onCopied(label)}
          />
        </Manual>
      )}
    </Root>
  );
}
