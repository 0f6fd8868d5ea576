import type { PageProps } from '@/router/types';
import { Protocol } from '@/features/iot/Protocol';

const KEYS = ['recharge', 'privacy', 'taskRule', 'vip'];

/** A card protocol chosen by the key query (recharge, privacy, taskRule, vip); recharge by default. */
export default function ProtocolPage({ query }: PageProps) {
  const key = KEYS.includes(query.key ?? '') ? (query.key as string) : 'recharge';
  return <Protocol protocolKey={key} />;
}
