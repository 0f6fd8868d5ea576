import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { tone } from './tone';
import type { sanitizeHtml } from './sanitize';
import { theme } from '@/theme';

export interface RichTextProps {
  /** HTML from the backend (notices, protocols, warranty, answers); it is sanitised before use. */
  html: string;
  /** Accessible name when the text stands alone as a region. */
  label?: string;
  /** 'body' (default) reads as page text; 'footnote' as the small, muted text of a footer. */
  tone?: 'body' | 'footnote';
}

const Root = styled.div`
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.text};
  word-break: break-word;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${tone.brand(theme)};
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
  }
  td,
  th {
    border: 1px solid ${theme.colors.border};
    padding: ${theme.space.xs};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
  &[data-tone='footnote'] {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    p {
      margin-bottom: ${theme.space.xs};
    }
  }
`;

type Sanitizer = { sanitizeHtml: typeof sanitizeHtml };

let sanitizer: Sanitizer | null = null;
let pending: Promise<Sanitizer> | null = null;

/**
 * The sanitiser (with DOMPurify) is its own chunk, fetched the first time rich text shows. A
 * failed fetch is forgotten, so the next ask tries again.
 */
function loadSanitizer(): Promise<Sanitizer> {
  pending ??= import('./sanitize').then(
    (module) => (sanitizer = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Fetches the sanitiser ahead of time (Storybook and tests render rich text at once after it). */
export async function preloadRichText(): Promise<void> {
  await loadSanitizer();
}

/**
 * Starts fetching the sanitiser without waiting for it. A page whose first screen shows rich text
 * calls it when its code loads, so the sanitiser comes with the page's code instead of after its
 * data: rich text that appeared a round trip after the rest pushed what was under it down.
 * A failure is tried again when rich text shows.
 */
export function prefetchRichText(): void {
  preloadRichText().catch(() => undefined);
}

/** Backend HTML rendered after allow-list sanitising (DOMPurify); links open in a new tab. */
export function RichText({ html, label, tone = 'body' }: RichTextProps) {
  const [ready, setReady] = useState<Sanitizer | null>(sanitizer);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      (module) => live && setReady(module),
      // A failed chunk leaves the text empty rather than unsafe; a retry happens on next mount.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  // Nothing unsanitised is ever rendered: until the sanitiser is here the region stays empty.
  const clean = useMemo(() => (ready ? ready.sanitizeHtml(html) : ''), [ready, html]);
  return (
    <Root
      role={label ? 'region' : undefined}
      aria-label={label}
      aria-busy={ready ? undefined : true}
      data-tone={tone === 'body' ? undefined : tone}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
