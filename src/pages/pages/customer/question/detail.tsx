import { useTranslation } from 'react-i18next';
import { getQuestion } from '@/api/shop';
import { usePageTitle } from '@/app/pageTitle';
import { LoadState } from '@/components/shop/LoadState';
import { Card, CardTitle, Muted } from '@/components/shop/parts';
import { RichText } from '@/components/ui/RichText';
import type { PageProps } from '@/router/types';
import { formatDateTime, useAsync } from '../../shopKit';

/** One question and its answer (sanitised rich text). */
export default function QuestionDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation();
  const id = Number(query.id ?? 0);
  const question = useAsync(
    () => (id > 0 ? getQuestion(id) : Promise.reject(new Error('no question'))),
    [id],
  );
  usePageTitle(question.data?.title);
  const item = question.data;
  return (
    <LoadState loading={question.loading && !item} error={question.error} onRetry={question.reload}>
      {item && (
        <Card aria-labelledby="question-title">
          <CardTitle id="question-title">{item.title}</CardTitle>
          <Muted>
            {t('shop.questions.updated', { date: formatDateTime(item.updatedAt, i18n.language) })}
          </Muted>
          <RichText html={item.content ?? ''} />
        </Card>
      )}
    </LoadState>
  );
}
