import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { Card, CardTitle, Muted, PhoneLink, Stack } from './parts';

export interface ContactPanelProps {
  /** Online service address (http or https); its button hides when empty. */
  kefuUrl: string;
  /** Service phone; its button hides when empty. */
  kefuMobile: string;
  /** Service hours in the operator's words; no hours line when empty. */
  serviceHours: string;
  /** Whether a service QR code exists. */
  hasQr: boolean;
  /** Hot questions. */
  questions: readonly { id: number; title: string }[];
  /** Whether the hot questions are loading. */
  loadingQuestions: boolean;
  /** Called to chat online. */
  onChat: () => void;
  /** Called to open the service QR code. */
  onShowQr: () => void;
  /** Called with a question to read its answer. */
  onQuestion: (id: number) => void;
  /** Called to see every question. */
  onAllQuestions: () => void;
}

/** Customer service: chat, QR code, phone and the hot questions. */
export function ContactPanel({
  kefuUrl,
  kefuMobile,
  serviceHours,
  hasQr,
  questions,
  loadingQuestions,
  onChat,
  onShowQr,
  onQuestion,
  onAllQuestions,
}: ContactPanelProps) {
  const { t } = useTranslation();
  const none = !kefuUrl && !kefuMobile && !hasQr;
  return (
    <>
      <Card aria-labelledby="contact-title">
        <CardTitle id="contact-title">{t('shop.customer.contact')}</CardTitle>
        <Stack>
          {serviceHours && <Muted>{t('shop.customer.hours', { hours: serviceHours })}</Muted>}
          {kefuUrl && (
            <Button variant="primary" block round onClick={onChat}>
              {t('shop.customer.chat')}
            </Button>
          )}
          {hasQr && (
            <Button block round onClick={onShowQr}>
              {t('shop.customer.qr')}
            </Button>
          )}
          {kefuMobile && (
            <PhoneLink href={`tel:${kefuMobile.replace(/[^\d+]/g, '')}`}>
              {t('shop.customer.call', { phone: kefuMobile })}
            </PhoneLink>
          )}
          {none && <Muted>{t('shop.customer.noContact')}</Muted>}
        </Stack>
      </Card>
      <CellGroup title={t('shop.customer.hotQuestions')} inset>
        {loadingQuestions && !questions.length ? (
          <Cell title={t('common.loading')} />
        ) : questions.length ? (
          questions.map((question) => (
            <Cell
              key={question.id}
              title={question.title}
              isLink
              onClick={() => onQuestion(question.id)}
            />
          ))
        ) : (
          <Cell title={t('shop.customer.noQuestions')} />
        )}
        <Cell title={t('shop.customer.allQuestions')} isLink onClick={onAllQuestions} />
      </CellGroup>
    </>
  );
}
