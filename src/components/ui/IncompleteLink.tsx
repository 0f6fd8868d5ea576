import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Empty } from './Empty';

export interface IncompleteLinkProps {
  /** The way on, already translated (e.g. "See all packages"); none shows no button. */
  actionLabel?: string;
  /** Where the way on leads. */
  onAction?: () => void;
}

/**
 * A page opened without the id or code of what it shows: the link is incomplete, there is
 * nothing to load or retry, so it offers a way on instead.
 */
export function IncompleteLink({ actionLabel, onAction }: IncompleteLinkProps) {
  const { t } = useTranslation();
  return (
    <Empty description={t('ui.load.notFound')}>
      {actionLabel && onAction && (
        <Button variant="primary" round onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Empty>
  );
}
