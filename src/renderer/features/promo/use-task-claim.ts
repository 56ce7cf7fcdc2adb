/**
 * The points tasks of the task and download screens on top of the reward claim
 * (useRewardClaim.ts): the claim, then what the user sees — the points toasted and the balance
 * read again on success, login when logged out; a refusal was already toasted by the wrapper and
 * a failure is only logged (spec section 8).
 */
import { useTranslation } from '../../core/i18n';
import * as promoApi from './api';
import { useStores } from '../../core/stores/context';
import { toast } from '../../core/ui';
import { useGoLogin } from '../../core/router/use-go-login';
import { REWARD_TASKS, useRewardClaim, type ClaimOutcome } from './useRewardClaim';
import './strings/tasks';

export const DOWNLOAD_CENTRE_PAGE = 'pages/activityList/download-center/download-center';
/** The download task's reward path: the same on every screen that offers it. */
export const DOWNLOAD_TASK_PATH = `${DOWNLOAD_CENTRE_PAGE}?task=download`;
/** The download centre's visit reward path. */
export const VISIT_TASK_PATH = DOWNLOAD_CENTRE_PAGE;

export interface TaskClaims {
  /** Claims the download task (`complete_task download`). */
  claimDownload: () => Promise<ClaimOutcome>;
  /** Claims the visit reward of the download centre (`reward_add`). */
  claimVisit: () => Promise<ClaimOutcome>;
  isRewarded: (path: string) => boolean;
  claiming: string | null;
}

export function useTaskClaims(onChange?: () => void): TaskClaims {
  const { t } = useTranslation();
  const { user } = useStores();
  const goLogin = useGoLogin();
  const reward = useRewardClaim();

  const after = (out: ClaimOutcome): ClaimOutcome => {
    if (out.status === 'rewarded') {
      toast(
        out.points > 0
          ? t('promoTasks.tasks.claimedToast', { n: out.points })
          : t('promoTasks.tasks.claimedNoPoints'),
      );
      user.loadIntegration().catch(() => undefined);
    }
    if (out.status === 'login') goLogin();
    if (out.status === 'rewarded' || out.status === 'already') onChange?.();
    return out;
  };

  return {
    claimDownload: async () =>
      after(
        await reward.claim({
          path: DOWNLOAD_TASK_PATH,
          call: () => promoApi.completeTask('download'),
        }),
      ),
    claimVisit: async () =>
      after(
        await reward.claim({ path: VISIT_TASK_PATH, task_id: REWARD_TASKS.visitDownloadCentre }),
      ),
    isRewarded: reward.isRewarded,
    claiming: reward.claiming,
  };
}
