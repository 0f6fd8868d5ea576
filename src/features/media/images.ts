import { i18next } from '@/i18n';
import { feedback } from '@/stores/feedback';

// Saving and previewing images from pages, with the failure toasts of docs/requirements.md section 8
// ('preview failed', 'save failed'). Downloads through the API client toast 'download failed'.

/** A file name for a saved image: the last part of its path, else 'image'. */
export function imageFileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return /\.[a-z0-9]{2,5}$/i.test(last) ? decodeURIComponent(last) : 'image.png';
}

/**
 * Saves an image to the device: fetched as a file and offered as a download. An image the site
 * may not fetch (another host outside the content policy, a broken address) toasts 'save failed'.
 */
export async function saveImage(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = imageFileName(url);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return true;
  } catch {
    feedback.toast(String(i18next.t('api.media.saveFailed')));
    return false;
  }
}

/** Toasts that an image could not be shown in the preview. */
export function previewFailed() {
  feedback.toast(String(i18next.t('api.media.previewFailed')));
}
