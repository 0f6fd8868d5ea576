import { useTranslation } from 'react-i18next';
import { LanguageSwitch, type LanguageSwitchProps } from '@/components/shell/LanguageSwitch';
import { LOCALES, setLocale, type Locale } from '@/i18n';

/**
 * The visitor's language choice, wherever it is offered (the shop's Mine, the card login, the
 * card user centre): each language in its own name, and a choice that switches at once and is
 * remembered for the next visit the one way the app reads it at start (`setLocale`).
 */
export function LanguageChoice({ variant }: Pick<LanguageSwitchProps, 'variant'>) {
  const { t, i18n } = useTranslation();
  return (
    <LanguageSwitch
      variant={variant}
      legend={t('common.language')}
      value={i18n.language}
      options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
      onChange={(value) => void setLocale(value as Locale, i18n)}
    />
  );
}
