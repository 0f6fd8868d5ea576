import { useId, useState, type CSSProperties } from 'react';
import { PREVIEW_PATTERN } from '../../../src/lib/preview';
import { theme } from '../../../src/theme/tokens';

// The operator's link to a card home layout before customers see it (docs/requirements.md section 2, preview
// mode). Checked with the app's own rule, so the page never hands out a link the shop refuses.

/** The IoT home address that previews a layout, or null when the id is not digits. */
export function previewLink(layoutId: string, origin = ''): string | null {
  const value = `IotLayout:${layoutId.trim()}`;
  if (!PREVIEW_PATTERN.test(value)) return null;
  // Digits and a colon need no encoding: the link stays as readable as the README's.
  return `${origin}/shop/#/pages/iot/index/index?iotPreview=${value}`;
}

const field: CSSProperties = {
  font: 'inherit',
  padding: '8px 10px',
  border: `1px solid ${theme.colors.divider}`,
  borderRadius: 6,
  minWidth: 0,
};

export interface PreviewLinkBuilderProps {
  /** The layout id shown at start. */
  initialId?: string;
  /** Where the shop is served (scheme and host), e.g. https://shop.example.com. */
  initialOrigin?: string;
}

/** Type a layout id, get the link that opens the card home with that layout. */
export function PreviewLinkBuilder({
  initialId = '1',
  initialOrigin = '',
}: PreviewLinkBuilderProps) {
  const [id, setId] = useState(initialId);
  const [origin, setOrigin] = useState(initialOrigin);
  const idField = useId();
  const originField = useId();
  const link = previewLink(id, origin.replace(/\/+$/, ''));
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 12, padding: 16, fontSize: 14, color: theme.colors.text }}
    >
      <label htmlFor={idField}>Layout id (digits)</label>
      <input
        id={idField}
        style={field}
        inputMode="numeric"
        value={id}
        aria-invalid={link === null}
        onChange={(event) => setId(event.target.value)}
      />
      <label htmlFor={originField}>Shop address (optional, e.g. https://shop.example.com)</label>
      <input
        id={originField}
        style={field}
        value={origin}
        onChange={(event) => setOrigin(event.target.value)}
      />
      {link ? (
        <output aria-label="Preview link" style={{ wordBreak: 'break-all' }}>
          <a href={link} target="_blank" rel="noreferrer" style={{ color: theme.colors.brand }}>
            {link}
          </a>
        </output>
      ) : (
        <p role="alert" style={{ margin: 0, color: theme.colors.danger }}>
          A layout id is digits only, e.g. 12.
        </p>
      )}
    </form>
  );
}
