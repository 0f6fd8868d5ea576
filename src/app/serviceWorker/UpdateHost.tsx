import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { UpdatePrompt } from '@/components/shell/UpdatePrompt';
import { theme } from '@/theme';
import { useUpdateStore } from '@/stores/update';

/** Shows the "new version" prompt of the service worker, beside the app. */
export function UpdateHost() {
  const { t } = useTranslation();
  const apply = useUpdateStore((state) => state.apply);
  const dismiss = useUpdateStore((state) => state.dismiss);
  return (
    <ThemeProvider theme={theme}>
      <UpdatePrompt
        open={apply !== null}
        message={t('shell.update.message')}
        reloadLabel={t('shell.update.reload')}
        laterLabel={t('shell.update.later')}
        onReload={() => apply?.()}
        onLater={dismiss}
      />
    </ThemeProvider>
  );
}
