import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/shell/LanguageSwitch';
import { LOCALES, setLocale, type Locale } from '@/i18n';
import type { PageProps } from '@/router/types';

/** Tab 3, mine: settings and information. */
export default function MinePage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  return (
    <LanguageSwitch
      legend={t('common.language')}
      value={i18n.language}
      options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
      onChange={(value) => void setLocale(value as Locale, i18n)}
    />
  );
}
