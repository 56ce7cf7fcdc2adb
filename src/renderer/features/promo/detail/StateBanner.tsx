/**
 * The activity's state by server time: "starts in" with a countdown before the window, "ends
 * in" with a countdown while it runs, "ended" after. `onChange` is called when a countdown runs
 * out, so the screen re-reads the state (the button flips from "coming soon" to buy, or to ended).
 */
import { useReducer } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { ActivityState } from '../api';
import { Countdown, serverNowMs } from '../../../core/ui';
import { stateBanner } from './rules';
import '../strings/detail';

export interface StateBannerProps {
  activity: { start_at: number; end_at: number; state: ActivityState };
  onChange?: () => void;
}

export function StateBanner({ activity, onChange }: StateBannerProps) {
  const { t } = useTranslation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { state, until } = stateBanner(activity, Math.floor(serverNowMs() / 1000));

  const label =
    state === 'not_started'
      ? t('promoDetail.state.startsIn')
      : state === 'running'
        ? t('promoDetail.state.endsIn')
        : t('promoDetail.state.ended');

  return (
    <div className="promo-state" data-state={state} data-testid="promo-state">
      {state !== 'ended' && (
        <span className="promo-state__badge">
          {state === 'not_started'
            ? t('promoDetail.state.notStarted')
            : t('promoDetail.state.running')}
        </span>
      )}
      <span className="promo-state__label">{label}</span>
      {until > 0 && (
        <Countdown
          key={`${state}-${until}`}
          endAt={until}
          className="promo-state__countdown"
          onEnd={() => {
            rerender();
            onChange?.();
          }}
        />
      )}
    </div>
  );
}
