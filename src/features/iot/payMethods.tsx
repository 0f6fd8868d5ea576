import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/ErrorView';
import type { ChoiceOption } from '@/components/ui/RadioGroup';
import { nav } from '@/router/nav';
import { refreshBaseConfig, useBaseConfigState } from '@/features/data/baseConfig';
import type { Resource } from '@/features/data/useResource';
import { useSim } from '@/features/data/sim';
import { normalizeCode } from '@/lib/emptyish';
import { useLayoutStore } from '@/stores/layout';

/** The ways to pay a card checkout can take. */
export type PayMethod = 'balance' | 'wechat' | 'alipay';

const KNOWN: readonly string[] = ['balance', 'wechat', 'alipay'];

/**
 * The ways to pay the agent's configuration enables (`showPaymentType`), in its order, without
 * the ones this shop cannot take and without repeats. `balance: false` leaves the card's balance
 * out where it cannot pay (a recharge of that balance, or cash that is paid online).
 */
export function payMethodsOf(
  configured: readonly string[] | undefined,
  { balance }: { balance: boolean },
): PayMethod[] {
  const methods: PayMethod[] = [];
  for (const method of configured ?? []) {
    if (!KNOWN.includes(method) || methods.includes(method as PayMethod)) continue;
    if (method === 'balance' && !balance) continue;
    methods.push(method as PayMethod);
  }
  return methods;
}

/**
 * The method chosen when the checkout opens: the balance when it is offered and covers the
 * amount, else the first one offered (the only one, when there is one).
 */
export function firstPayMethod(
  methods: readonly PayMethod[],
  balanceCovers: boolean,
): PayMethod | '' {
  if (methods.includes('balance') && balanceCovers) return 'balance';
  return methods.find((method) => method !== 'balance') ?? methods[0] ?? '';
}

/**
 * The ways to pay of the card's agent. `known` once the card's information and its agent's
 * configuration have loaded: until then the checkout waits rather than offer a way the agent may
 * not take, such as those of the configuration shown before the card's own (the configuration is
 * asked for when nothing is on its way); `failed` when either could not load, with `retry`.
 */
export interface PayWays {
  methods: PayMethod[];
  known: boolean;
  failed: boolean;
  retry: () => void;
}

export function usePayMethods(options: { balance: boolean }): PayWays {
  const shown = useBaseConfigState();
  const sim = useSim();
  // The card's agent: null until the card is known, '' for a card of no agent (it pays as the
  // visitor's agent takes, whose configuration is the one shown).
  const cardAgent = sim.data ? normalizeCode(sim.data.promoCode) : null;
  const visitorAgent = useLayoutStore((state) => state.promoCode);
  const agent = cardAgent || visitorAgent;
  const config = shown.data;
  const known =
    cardAgent !== null &&
    config !== undefined &&
    (cardAgent === '' || config.promoCode === cardAgent);
  const waiting = cardAgent !== null && !known && !shown.loading && !sim.loading;
  const failed = !known && ((cardAgent === null && sim.error) || (waiting && shown.error));
  const retry = () => {
    if (cardAgent === null) void sim.reload();
    else void refreshBaseConfig(agent);
  };
  // Nothing asked for the configuration, or the one shown is another agent's (the card's answer
  // asks for its agent's itself; this covers a card known from before).
  const ask = waiting && !shown.error;
  useEffect(() => {
    if (ask) void refreshBaseConfig(agent);
  }, [ask, agent]);
  return {
    methods: known ? payMethodsOf(config.config.showPaymentType, options) : [],
    known,
    failed,
    retry,
  };
}

/**
 * The LoadState props of a checkout's data and its agent's ways to pay: the page waits for both,
 * fails when either does, and its retry asks again for what failed.
 */
export function payLoadState<T>(resource: Resource<T>, ways: PayWays) {
  return {
    data: ways.known ? resource.data : undefined,
    loading: resource.loading || !ways.known,
    error: resource.error || ways.failed,
    onRetry: () => {
      if (ways.failed) ways.retry();
      if (resource.error) void resource.reload();
    },
  };
}

/** The methods as radio options, labelled (the balance's option is the caller's to describe). */
export function usePayOptions(
  methods: readonly PayMethod[],
  describe: (method: PayMethod) => Partial<ChoiceOption> = () => ({}),
): ChoiceOption[] {
  const { t } = useTranslation();
  return methods.map((value) => ({ value, label: t(`iot.payment.${value}`), ...describe(value) }));
}

/** Shown instead of the checkout when the agent takes no way to pay this card can use. */
export function NoPayMethods() {
  const { t } = useTranslation();
  return (
    <ErrorView
      icon="info"
      title={t('iot.payment.noMethodsTitle')}
      description={t('iot.payment.noMethods')}
      actionLabel={t('iot.payment.contactService')}
      onAction={() => void nav.navigateTo('/pages/iot/index/customer/index')}
    />
  );
}
