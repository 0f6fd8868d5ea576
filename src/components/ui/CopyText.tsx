import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { tone } from './tone';

export interface CopyTextProps {
  /** The text put on the clipboard. */
  text: string;
  /** What the text is, e.g. 'card number'; reported to onCopied for the 'copy <label> success' toast. */
  label: string;
  /** Called with the label after a successful copy. */
  onCopied: (label: string) => void;
  /** Called when the browser refuses to copy. */
  onError?: () => void;
  /** What is shown (default the text itself); the copy button follows it. */
  children?: ReactNode;
  /** Shows only the button, without the text. */
  buttonOnly?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
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
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => tone.brand(theme)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => tone.brand(theme)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Copies with the old selection command where the async clipboard is missing (older WebViews, http). */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  document.body.removeChild(area);
  return ok;
}

/** Puts text on the clipboard, with the async clipboard API or the selection fallback. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission denied or insecure context: fall back below
  }
  return legacyCopy(text);
}

/** A value with a copy button; the page shows the toast through onCopied. */
export function CopyText({
  text,
  label,
  onCopied,
  onError,
  children,
  buttonOnly = false,
}: CopyTextProps) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyToClipboard(text)) onCopied(label);
    else onError?.();
  };
  return (
    <Root>
      {!buttonOnly && <Value>{children ?? text}</Value>}
      <CopyButton type="button" aria-label={`${t('ui.copy')} ${label}`} onClick={() => void copy()}>
        <Icon name="copy" aria-hidden="true" />
        {t('ui.copy')}
      </CopyButton>
    </Root>
  );
}
