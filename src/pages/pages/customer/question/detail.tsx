import { useTranslation } from 'react-i18next';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import * as shop from '@/api/declarations/shop';
import { usePageTitle } from '@/features/shell/pageTitle';
import { LoadState } from '@/components/ui/LoadState';
import { Card, CardTitle, Muted, Stack } from '@/components/shop/parts';
import { Empty } from '@/components/ui/Empty';
import { RichText } from '@/components/ui/RichText';
import type { PageProps } from '@/router/types';
import { formatDateTime } from '@/lib/dateTime';
import { useResource } from '@/features/data/useResource';
import { missingQuery, queryOf } from '@/features/data/query';
import { nav } from '@/router/nav';
import { shopUrl } from '@/features/shop/links';

/** One question and its answer (sanitised rich text). */
export default function QuestionDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id ?? 0);
  // Without an id there is nothing to ask the server: the link is incomplete.
  const question = useResource(
    id > 0 ? queryOf(shop.getQuestion, { id }) : missingQuery('no question'),
  );
  usePageTitle(question.data?.title);
  if (!(id > 0)) {
    return (
      <IncompleteLink
        actionLabel={t('shop.customer.allQuestions')}
        onAction={() => void nav.redirectTo(shopUrl('/pages/customer/question/index'))}
      />
    );
  }
  const item = question.data;
  const title = typeof item?.title === 'string' ? item.title : '';
  const content = typeof item?.content === 'string' ? item.content : '';
  return (
    <LoadState loading={question.loading && !item} error={question.error} onRetry={question.reload}>
      {!title && !content ? (
        // No answer text from the server: say so rather than show a blank page.
        <Empty description={t('ui.empty')} />
      ) : (
        <Card aria-labelledby="question-title">
          <CardTitle id="question-title">{title}</CardTitle>
          <Stack>
            <Muted>
              {t('shop.questions.updated', {
                date: formatDateTime(item?.updatedAt),
              })}
            </Muted>
            <RichText html={content} />
          </Stack>
        </Card>
      )}
    </LoadState>
  );
}
