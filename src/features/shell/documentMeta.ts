import { baseConfig, onBaseConfig } from '@/features/data/baseConfig';

/** The document's keywords and description (the built page's own description until then). */
export interface DocumentMeta {
  keywords?: string | null;
  description?: string | null;
}

function setMeta(
  doc: Document,
  name: 'keywords' | 'description',
  value: string | null | undefined,
) {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return;
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = text;
}

/**
 * Writes the agent's SEO keywords and description (base configuration `front.keywords` and
 * `front.description`) into the document's meta tags; an empty value keeps what is there.
 */
export function applyDocumentMeta(meta: DocumentMeta | null | undefined, doc: Document = document) {
  setMeta(doc, 'keywords', meta?.keywords);
  setMeta(doc, 'description', meta?.description);
}

/**
 * Keeps the document's keywords and description those of the shown base configuration, from now
 * on (started once the first page is up: crawlers and shares read them, no first screen does).
 */
export function followDocumentMeta(doc: Document = document): () => void {
  const apply = () => applyDocumentMeta(baseConfig()?.front, doc);
  apply();
  return onBaseConfig(apply);
}
